import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { useRefreshProfile } from "../lib/use-refresh-profile";

/** DELETE /api/experiences/{id} (owner only; the screen asks for confirmation first). */
export function deleteExperience(id: number) {
  return api("DELETE /api/experiences/{id}", { params: { id } });
}

/** Refreshes the owner's profile (and the cards that show it) after the change. */
export function useDeleteExperience(userId: string) {
  const refresh = useRefreshProfile(userId);
  return useMutation({ mutationFn: (id: number) => deleteExperience(id), onSuccess: refresh });
}
