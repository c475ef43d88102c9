import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** GET /api/projects/{id}/reviews-completed (owner only): every accepted artist has been reviewed. */
export function getReviewsCompleted(projectId: number) {
  return api("GET /api/projects/{id}/reviews-completed", { params: { id: projectId } });
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
