import { useMutation } from "@tanstack/react-query";
import type { Award } from "@shared/api-types";
import type { AwardInput } from "@shared/validators/profiles";
import { apiJson } from "@/lib/api-client";
import { useRefreshProfile } from "../lib/use-refresh-profile";

/** PATCH /api/awards/{id}: changes the fields sent (owner only). */
export function updateAward(id: number, body: Partial<AwardInput>): Promise<Award> {
  return apiJson<Award>("PATCH", `/api/awards/${id}`, body);
}

/** Refreshes the owner's profile (and the cards that show it) after the change. */
export function useUpdateAward(userId: string) {
  const refresh = useRefreshProfile(userId);
  return useMutation({ mutationFn: ({ id, body }: { id: number; body: Partial<AwardInput> }) => updateAward(id, body), onSuccess: refresh });
}
