import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { useRefreshProfile } from "../lib/use-refresh-profile";

/** DELETE /api/education/{id} (owner only; the screen asks for confirmation first). */
export function deleteEducation(id: number) {
  return api("DELETE /api/education/{id}", { params: { id } });
}

/** Refreshes the owner's profile (and the cards that show it) after the change. */
export function useDeleteEducation(userId: string) {
  const refresh = useRefreshProfile(userId);
  return useMutation({ mutationFn: (id: number) => deleteEducation(id), onSuccess: refresh });
}
