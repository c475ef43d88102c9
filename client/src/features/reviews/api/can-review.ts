import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** GET /api/projects/{id}/can-review/{userId}: may the viewer review this person on this project? */
export function getCanReview(projectId: number, userId: string) {
  return api("GET /api/projects/{id}/can-review/{userId}", { params: { id: projectId, userId } });
}

/** Spec: stale after 5 s. */
export function canReviewQueryOptions(projectId: number, userId: string) {
  return queryOptions({
    queryKey: ["/api/projects", String(projectId), "can-review", userId] as const,
    queryFn: () => getCanReview(projectId, userId),
    staleTime: 5_000,
  });
}

export function useCanReview(projectId: number, userId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...canReviewQueryOptions(projectId, userId), enabled });
}
