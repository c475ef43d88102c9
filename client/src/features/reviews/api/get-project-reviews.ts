import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProjectReview } from "@shared/api-types";
import { apiJson } from "@/lib/api-client";

export type { ProjectReview };

export function getProjectReviews(projectId: number): Promise<ProjectReview[]> {
  return apiJson<ProjectReview[]>("GET", `/api/projects/${projectId}/reviews`);
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
