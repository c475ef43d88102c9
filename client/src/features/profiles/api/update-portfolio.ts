import { useMutation } from "@tanstack/react-query";
import type { PortfolioInput } from "@shared/validators/profiles";
import { api } from "@/lib/api";
import { useRefreshProfile } from "../lib/use-refresh-profile";

/** PUT /api/portfolios/{id} (owner only). */
export function updatePortfolio(id: number, body: Partial<PortfolioInput>) {
  return api("PUT /api/portfolios/{id}", { params: { id }, body });
}

/** Refreshes the owner's profile (and the cards that show it) after the change. */
export function useUpdatePortfolio(userId: string) {
  const refresh = useRefreshProfile(userId);
  return useMutation({ mutationFn: ({ id, body }: { id: number; body: Partial<PortfolioInput> }) => updatePortfolio(id, body), onSuccess: refresh });
}
