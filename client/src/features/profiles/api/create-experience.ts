import { useMutation } from "@tanstack/react-query";
import type { Experience } from "@shared/api-types";
import type { ExperienceInput } from "@shared/validators/profiles";
import { apiJson } from "@/lib/api-client";
import { useRefreshProfile } from "../lib/use-refresh-profile";

/** POST /api/experiences: adds one entry to the signed-in user's profile. */
export function createExperience(body: ExperienceInput): Promise<Experience> {
  return apiJson<Experience>("POST", "/api/experiences", body);
}

/** Refreshes the owner's profile (and the cards that show it) after the change. */
export function useCreateExperience(userId: string) {
  const refresh = useRefreshProfile(userId);
  return useMutation({ mutationFn: (body: ExperienceInput) => createExperience(body), onSuccess: refresh });
}
