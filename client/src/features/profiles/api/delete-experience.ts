import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { useRefreshProfile } from "../lib/use-refresh-profile";

/** DELETE /api/experiences/{id} (owner only; the screen asks for confirmation first). */
export function deleteExperience(id: number): Promise<unknown> {
  return apiJson<unknown>("DELETE", `/api/experiences/${id}`);
}

/** Refreshes the owner's profile (and the cards that show it) after the change. */
export function useDeleteExperience(userId: string) {
  const refresh = useRefreshProfile(userId);
  return useMutation({ mutationFn: (id: number) => deleteExperience(id), onSuccess: refresh });
}
