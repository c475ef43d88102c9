import { useId } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { REVIEW_COMMENT_MAX } from "@shared/constants";
import { applicationMsg, reviewSchema, type ReviewInput } from "@shared/validators/applications";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useCreateReview } from "@/features/reviews/api/create-review";
import { errorMessage } from "@/lib/api-client";
import { useUnauthorizedHandler } from "@/features/auth/exports";
import { StarRatingInput } from "@/components/reviews/stars";

export interface ReviewTarget {
  id: string;
  name: string;
  /** '아티스트' or '제작자', for the dialog's wording. */
  role: string;
}

export interface ReviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId: number;
  projectTitle: string;
  reviewee: ReviewTarget;
  onReviewed?: () => void;
}

/** Spec: rating 1-5 (0 gives the toast 평점을 선택해주세요) and a comment of 10-500 characters. */
export function ReviewDialog({ open, onOpenChange, projectId, projectTitle, reviewee, onReviewed }: ReviewDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <ReviewForm projectId={projectId} projectTitle={projectTitle} reviewee={reviewee} onDone={() => onOpenChange(false)} onReviewed={onReviewed} />
      </DialogContent>
    </Dialog>
  );
}

function ReviewForm({
  projectId,
  projectTitle,
  reviewee,
  onDone,
  onReviewed,
}: {
  projectId: number;
  projectTitle: string;
  reviewee: ReviewTarget;
  onDone: () => void;
  onReviewed?: () => void;
}) {
  const id = useId();
  const handleUnauthorized = useUnauthorizedHandler();
  const createReview = useCreateReview();
  const form = useForm<z.input<typeof reviewSchema>, unknown, ReviewInput>({
    resolver: zodResolver(reviewSchema),
    mode: "onChange",
    defaultValues: { projectId, revieweeId: reviewee.id, rating: 0, comment: "" },
  });
  const { errors } = form.formState;
  const comment = String(form.watch("comment") ?? "");

  const onValid = (input: ReviewInput) => {
    createReview.mutate(input, {
      onSuccess: () => {
        toast.success("후기 등록 완료", { description: `${reviewee.name}님에 대한 후기가 등록되었습니다.` });
        onReviewed?.();
        onDone();
      },
      onError: (err) => {
        if (handleUnauthorized(err)) return;
        toast.error("오류", { description: errorMessage(err, "후기 등록 중 오류가 발생했습니다.") });
      },
    });
  };

  const onInvalid = (errs: typeof errors) => {
    if (errs.rating) toast.error(applicationMsg.rating);
    else if (errs.revieweeId) toast.error(applicationMsg.reviewee);
  };

  return (
    <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate className="flex flex-col gap-5">
      <DialogHeader>
        <DialogTitle>{reviewee.role} 후기 작성</DialogTitle>
        <DialogDescription>
          ‘{projectTitle}’ 프로젝트에서 함께한 {reviewee.name}님은 어땠나요?
        </DialogDescription>
      </DialogHeader>

      <div className="flex flex-col gap-1.5">
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <StarRatingInput
              name={`${id}-rating`}
              legend="평점"
              value={Number(field.value) || 0}
              onChange={field.onChange}
              invalid={!!errors.rating}
              describedBy={errors.rating ? `${id}-rating-error` : undefined}
            />
          )}
        />
        {errors.rating && (
          <p id={`${id}-rating-error`} className="text-sm font-medium text-destructive">
            {errors.rating.message}
          </p>
        )}
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-comment`}>후기</Label>
        <Textarea
          id={`${id}-comment`}
          rows={5}
          maxLength={REVIEW_COMMENT_MAX}
          placeholder="함께 작업한 경험을 10자 이상 남겨주세요."
          aria-invalid={!!errors.comment}
          aria-describedby={`${id}-comment-hint`}
          {...form.register("comment")}
        />
        <div id={`${id}-comment-hint`} className="flex items-start justify-between gap-2 text-xs">
          <span className="font-medium text-destructive" aria-live="polite">
            {errors.comment?.message}
          </span>
          <span className="ml-auto shrink-0 text-muted-foreground tabular-nums">
            {comment.length}/{REVIEW_COMMENT_MAX}
          </span>
        </div>
      </div>

      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={createReview.isPending}>
          취소
        </Button>
        <Button type="submit" disabled={createReview.isPending}>
          {createReview.isPending && <Spinner />}
          후기 등록
        </Button>
      </DialogFooter>
    </form>
  );
}
