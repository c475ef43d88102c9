import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** GET /api/users/{id}/reviews: reviews the user received, newest first. */
export function getUserReviews(userId: string) {
  return api("GET /api/users/{id}/reviews", { params: { id: userId } });
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
