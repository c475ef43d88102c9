import { useMutation } from "@tanstack/react-query";
import type { ExperienceInput } from "@shared/validators/profiles";
import { api } from "@/lib/api";
import { useRefreshProfile } from "../lib/use-refresh-profile";

/** PATCH /api/experiences/{id}: changes the fields sent (owner only). */
export function updateExperience(id: number, body: Partial<ExperienceInput>) {
  return api("PATCH /api/experiences/{id}", { params: { id }, body });
}

/** Refreshes the owner's profile (and the cards that show it) after the change. */
export function useUpdateExperience(userId: string) {
  const refresh = useRefreshProfile(userId);
  return useMutation({ mutationFn: ({ id, body }: { id: number; body: Partial<ExperienceInput> }) => updateExperience(id, body), onSuccess: refresh });
}
