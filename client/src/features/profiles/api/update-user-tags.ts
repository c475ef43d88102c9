import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { useRefreshProfile } from "../lib/use-refresh-profile";

/** PUT /api/users/{id}/tags: replaces the specialty tags (1 to 10). */
export function updateUserTags(id: string, tagIds: number[]): Promise<unknown> {
  return apiJson<unknown>("PUT", `/api/users/${encodeURIComponent(id)}/tags`, { tagIds });
}

export function useUpdateUserTags(id: string) {
  const refresh = useRefreshProfile(id);
  return useMutation({ mutationFn: (tagIds: number[]) => updateUserTags(id, tagIds), onSuccess: refresh });
}
