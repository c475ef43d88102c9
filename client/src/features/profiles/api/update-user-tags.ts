import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { useRefreshProfile } from "../lib/use-refresh-profile";

/** PUT /api/users/{id}/tags: replaces the specialty tags (1 to 10). */
export function updateUserTags(id: string, tagIds: number[]) {
  return api("PUT /api/users/{id}/tags", { params: { id }, body: { tagIds } });
}

export function useUpdateUserTags(id: string) {
  const refresh = useRefreshProfile(id);
  return useMutation({ mutationFn: (tagIds: number[]) => updateUserTags(id, tagIds), onSuccess: refresh });
}
