import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UserProfile } from "@shared/api-types";
import { apiJson } from "@/lib/api-client";
import { userProfileQueryOptions } from "./get-user-profile";

/** The answer of POST and DELETE /api/users/{id}/follow. */
export interface FollowState {
  isFollowing: boolean;
  followerCount: number;
}

/** POST /api/users/{id}/follow (follow: true) or DELETE (follow: false). */
export function followUser(id: string, follow: boolean): Promise<FollowState> {
  return apiJson<FollowState>(follow ? "POST" : "DELETE", `/api/users/${encodeURIComponent(id)}/follow`);
}

/** Writes the answer into the cached profile so the button and count change at once. */
export function useFollowUser(id: string) {
  const queryClient = useQueryClient();
  const key = userProfileQueryOptions(id).queryKey;
  return useMutation({
    mutationFn: (follow: boolean) => followUser(id, follow),
    onSuccess: (state) => {
      queryClient.setQueryData<UserProfile>(key, (old) => (old ? { ...old, ...state } : old));
    },
  });
}
