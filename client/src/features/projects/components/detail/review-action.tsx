import { useState } from "react";
import { CheckCircle2, PenLine } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useCanReview } from "@/features/reviews/api/can-review";
import { useProjectReviews } from "@/features/reviews/api/get-project-reviews";
import { ReviewDialog, type ReviewTarget } from "./review-dialog";

export interface ReviewActionProps {
  projectId: number;
  projectTitle: string;
  viewerId: string;
  reviewee: ReviewTarget;
  onReviewed?: () => void;
}

/**
 * The review button for one person on a completed project, offered only when the can-review call
 * allows it; once written it reads 후기 작성 완료.
 */
export function ReviewAction({ projectId, projectTitle, viewerId, reviewee, onReviewed }: ReviewActionProps) {
  const [open, setOpen] = useState(false);
  const canReview = useCanReview(projectId, reviewee.id);
  const reviews = useProjectReviews(projectId);
  const written = reviews.data?.some((r) => r.reviewerId === viewerId && r.revieweeId === reviewee.id);

  if (written) {
    return (
      <span className="inline-flex items-center gap-1 text-xs font-medium text-muted-foreground">
        <CheckCircle2 className="size-3.5 text-success" aria-hidden="true" />
        후기 작성 완료
      </span>
    );
  }
  if (!canReview.data?.canReview) return null;

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`${reviewee.name}님 후기 작성`}>
        <PenLine aria-hidden="true" />
        후기 작성
      </Button>
      <ReviewDialog open={open} onOpenChange={setOpen} projectId={projectId} projectTitle={projectTitle} reviewee={reviewee} onReviewed={onReviewed} />
    </>
  );
}
