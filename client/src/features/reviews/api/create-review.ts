import { useMutation, useQueryClient, type UseMutationOptions } from "@tanstack/react-query";
import type { ReviewInput } from "@shared/validators/applications";
import { api, type Answer } from "@/lib/api";
import { myApplicationsQueryOptions } from "@/features/applications/api/get-my-applications";
import { canReviewQueryOptions } from "./can-review";
import { reviewsCompletedQueryOptions } from "./get-reviews-completed";
import { projectReviewsQueryOptions } from "./get-project-reviews";

type Review = Answer<"POST /api/reviews">;

/** POST /api/reviews -> 201; one review per project, reviewer and reviewee. */
export function createReview(input: ReviewInput): Promise<Review> {
  return api("POST /api/reviews", { body: input });
}

/** Refreshes the project's reviews and the permission to review this person again. */
export function useCreateReview(options: Omit<UseMutationOptions<Review, Error, ReviewInput>, "mutationFn"> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: createReview,
    onSuccess: (...args) => {
      const [, input] = args;
      // Not awaited: the caller's own callbacks (toast, closing the dialog) come first; the refetch
      // then swaps the review button for its "written" state.
      void queryClient.invalidateQueries({ queryKey: projectReviewsQueryOptions(input.projectId).queryKey });
      void queryClient.invalidateQueries({ queryKey: canReviewQueryOptions(input.projectId, input.revieweeId).queryKey });
      // Dashboards: the producer's card shows reviews completed; the artist's button turns to 'completed'.
      void queryClient.invalidateQueries({ queryKey: reviewsCompletedQueryOptions(input.projectId).queryKey });
      void queryClient.invalidateQueries({ queryKey: myApplicationsQueryOptions().queryKey });
      return options.onSuccess?.(...args);
    },
  });
}
