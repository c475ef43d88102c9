import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

interface ReviewPerson {
  id: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isDeleted?: boolean;
}

/** One review as GET /api/projects/{id}/reviews answers it. */
export interface ProjectReview {
  id: number;
  projectId: number;
  reviewerId: string;
  revieweeId: string;
  rating: number;
  comment: string | null;
  createdAt: string;
  reviewer: ReviewPerson | null;
  reviewee: ReviewPerson | null;
  project: { title: string } | null;
}

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
