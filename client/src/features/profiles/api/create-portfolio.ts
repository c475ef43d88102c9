import { useMutation } from "@tanstack/react-query";
import type { PortfolioInput } from "@shared/validators/profiles";
import { api } from "@/lib/api";
import { useRefreshProfile } from "../lib/use-refresh-profile";

/** POST /api/portfolios: a new work with an optional uploaded image or PDF. */
export function createPortfolio(body: PortfolioInput) {
  return api("POST /api/portfolios", { body });
}

/** Refreshes the owner's profile (and the cards that show it) after the change. */
export function useCreatePortfolio(userId: string) {
  const refresh = useRefreshProfile(userId);
  return useMutation({ mutationFn: (body: PortfolioInput) => createPortfolio(body), onSuccess: refresh });
}
