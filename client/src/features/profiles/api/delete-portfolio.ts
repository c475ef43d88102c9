import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { useRefreshProfile } from "../lib/use-refresh-profile";

/** DELETE /api/portfolios/{id} (owner only; confirmed first). */
export function deletePortfolio(id: number) {
  return api("DELETE /api/portfolios/{id}", { params: { id } });
}

/** Refreshes the owner's profile (and the cards that show it) after the change. */
export function useDeletePortfolio(userId: string) {
  const refresh = useRefreshProfile(userId);
  return useMutation({ mutationFn: (id: number) => deletePortfolio(id), onSuccess: refresh });
}
