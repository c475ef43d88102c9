import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ReviewsCompleted } from "@shared/api-types";
import { apiJson } from "@/lib/api-client";

/** GET /api/projects/{id}/reviews-completed (owner only): every accepted artist has been reviewed. */
export function getReviewsCompleted(projectId: number): Promise<ReviewsCompleted> {
  return apiJson<ReviewsCompleted>("GET", `/api/projects/${projectId}/reviews-completed`);
}

/** Keyed under the project ("/api/projects", id) so project invalidations reach it. */
export function reviewsCompletedQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: ["/api/projects", String(projectId), "reviews-completed"] as const,
    queryFn: () => getReviewsCompleted(projectId),
  });
}

export function useReviewsCompleted(projectId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...reviewsCompletedQueryOptions(projectId), enabled });
}
