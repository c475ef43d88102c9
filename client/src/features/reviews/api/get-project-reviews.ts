import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProjectReview } from "@shared/api-types";
import { api } from "@/lib/api";

export type { ProjectReview };

export function getProjectReviews(projectId: number) {
  return api("GET /api/projects/{id}/reviews", { params: { id: projectId } });
}

/** Keyed under the project's key, so refreshing the project also refreshes its reviews. */
export function projectReviewsQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: ["/api/projects", String(projectId), "reviews"] as const,
    queryFn: () => getProjectReviews(projectId),
  });
}

export function useProjectReviews(projectId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...projectReviewsQueryOptions(projectId), enabled });
}
