import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProjectReview } from "@shared/api-types";
import { apiJson } from "@/lib/api-client";

/** GET /api/users/{id}/reviews: reviews the user received, newest first. */
export function getUserReviews(userId: string): Promise<ProjectReview[]> {
  return apiJson<ProjectReview[]>("GET", `/api/users/${encodeURIComponent(userId)}/reviews`);
}

export function userReviewsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ["/api/users", userId, "reviews"] as const,
    queryFn: () => getUserReviews(userId),
  });
}

export function useUserReviews(userId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...userReviewsQueryOptions(userId), enabled });
}
