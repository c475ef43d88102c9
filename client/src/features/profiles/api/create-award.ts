import { useMutation } from "@tanstack/react-query";
import type { AwardInput } from "@shared/validators/profiles";
import { api } from "@/lib/api";
import { useRefreshProfile } from "../lib/use-refresh-profile";

/** POST /api/awards: adds one entry to the signed-in user's profile. */
export function createAward(body: AwardInput) {
  return api("POST /api/awards", { body });
}

/** Refreshes the owner's profile (and the cards that show it) after the change. */
export function useCreateAward(userId: string) {
  const refresh = useRefreshProfile(userId);
  return useMutation({ mutationFn: (body: AwardInput) => createAward(body), onSuccess: refresh });
}
