import { useMutation } from "@tanstack/react-query";
import type { Award } from "@shared/api-types";
import type { AwardInput } from "@shared/validators/profiles";
import { apiJson } from "@/lib/api-client";
import { useRefreshProfile } from "../lib/use-refresh-profile";

/** POST /api/awards: adds one entry to the signed-in user's profile. */
export function createAward(body: AwardInput): Promise<Award> {
  return apiJson<Award>("POST", "/api/awards", body);
}

/** Refreshes the owner's profile (and the cards that show it) after the change. */
export function useCreateAward(userId: string) {
  const refresh = useRefreshProfile(userId);
  return useMutation({ mutationFn: (body: AwardInput) => createAward(body), onSuccess: refresh });
}
