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
  /** A sentence shown beside the button (and replaced once the review is written). */
  prompt?: string;
}

/**
 * The review button for one person on a completed project, offered only when the can-review call
 * allows it; once written it reads 후기 작성 완료.
 */
export function ReviewAction({ prompt, ...props }: ReviewActionProps) {
  const { projectId, reviewee, viewerId } = props;
  const canReview = useCanReview(projectId, reviewee.id);
  const reviews = useProjectReviews(projectId);
  const written = !!reviews.data?.some((r) => r.reviewerId === viewerId && r.revieweeId === reviewee.id);
  const allowed = !!canReview.data?.canReview;

  if (!prompt) return <ReviewButton {...props} written={written} allowed={allowed} />;
  if (!written && !allowed) return null;
  return (
    <div className="flex items-center justify-between gap-3 border-t pt-4">
      <p className="text-sm">{written ? `${reviewee.name}님에 대한 후기를 작성했습니다.` : prompt}</p>
      <ReviewButton {...props} written={written} allowed={allowed} />
    </div>
  );
}

function ReviewButton({
  projectId,
  projectTitle,
  reviewee,
  onReviewed,
  written,
  allowed,
}: Omit<ReviewActionProps, "prompt"> & { written: boolean; allowed: boolean }) {
  const [open, setOpen] = useState(false);

  return (
    <>
      {written ? (
        <span className="inline-flex shrink-0 items-center gap-1 text-xs font-medium whitespace-nowrap text-muted-foreground">
          <CheckCircle2 className="size-3.5 text-success" aria-hidden="true" />
          후기 작성 완료
        </span>
      ) : allowed ? (
        <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`${reviewee.name}님 후기 작성`}>
          <PenLine aria-hidden="true" />
          후기 작성
        </Button>
      ) : null}
      {/* Stays mounted when the refetch flips the state, so the dialog can finish (toast, close). */}
      <ReviewDialog open={open} onOpenChange={setOpen} projectId={projectId} projectTitle={projectTitle} reviewee={reviewee} onReviewed={onReviewed} />
    </>
  );
}
