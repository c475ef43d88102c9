import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { useRefreshProfile } from "../lib/use-refresh-profile";

/** DELETE /api/awards/{id} (owner only; the screen asks for confirmation first). */
export function deleteAward(id: number) {
  return api("DELETE /api/awards/{id}", { params: { id } });
}

/** Refreshes the owner's profile (and the cards that show it) after the change. */
export function useDeleteAward(userId: string) {
  const refresh = useRefreshProfile(userId);
  return useMutation({ mutationFn: (id: number) => deleteAward(id), onSuccess: refresh });
}
