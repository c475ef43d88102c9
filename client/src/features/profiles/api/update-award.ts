import { useMutation } from "@tanstack/react-query";
import type { AwardInput } from "@shared/validators/profiles";
import { api } from "@/lib/api";
import { useRefreshProfile } from "../lib/use-refresh-profile";

/** PATCH /api/awards/{id}: changes the fields sent (owner only). */
export function updateAward(id: number, body: Partial<AwardInput>) {
  return api("PATCH /api/awards/{id}", { params: { id }, body });
}

/** Refreshes the owner's profile (and the cards that show it) after the change. */
export function useUpdateAward(userId: string) {
  const refresh = useRefreshProfile(userId);
  return useMutation({ mutationFn: ({ id, body }: { id: number; body: Partial<AwardInput> }) => updateAward(id, body), onSuccess: refresh });
}
