import { useMutation } from "@tanstack/react-query";
import type { Experience } from "@shared/api-types";
import type { ExperienceInput } from "@shared/validators/profiles";
import { apiJson } from "@/lib/api-client";
import { useRefreshProfile } from "../lib/use-refresh-profile";

/** PATCH /api/experiences/{id}: changes the fields sent (owner only). */
export function updateExperience(id: number, body: Partial<ExperienceInput>): Promise<Experience> {
  return apiJson<Experience>("PATCH", `/api/experiences/${id}`, body);
}

/** Refreshes the owner's profile (and the cards that show it) after the change. */
export function useUpdateExperience(userId: string) {
  const refresh = useRefreshProfile(userId);
  return useMutation({ mutationFn: ({ id, body }: { id: number; body: Partial<ExperienceInput> }) => updateExperience(id, body), onSuccess: refresh });
}
