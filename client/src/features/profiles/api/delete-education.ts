import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { useRefreshProfile } from "../lib/use-refresh-profile";

/** DELETE /api/education/{id} (owner only; the screen asks for confirmation first). */
export function deleteEducation(id: number): Promise<unknown> {
  return apiJson<unknown>("DELETE", `/api/education/${id}`);
}

/** Refreshes the owner's profile (and the cards that show it) after the change. */
export function useDeleteEducation(userId: string) {
  const refresh = useRefreshProfile(userId);
  return useMutation({ mutationFn: (id: number) => deleteEducation(id), onSuccess: refresh });
}
