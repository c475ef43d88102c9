import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UserProfile } from "@shared/api-types";
import { api } from "@/lib/api";
import { userProfileQueryOptions } from "./get-user-profile";

/** POST /api/users/{id}/follow (follow: true) or DELETE (follow: false). */
export function followUser(id: string, follow: boolean) {
  return follow ? api("POST /api/users/{id}/follow", { params: { id } }) : api("DELETE /api/users/{id}/follow", { params: { id } });
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
