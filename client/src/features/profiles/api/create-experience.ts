import { useMutation } from "@tanstack/react-query";
import type { ExperienceInput } from "@shared/validators/profiles";
import { api } from "@/lib/api";
import { useRefreshProfile } from "../lib/use-refresh-profile";

/** POST /api/experiences: adds one entry to the signed-in user's profile. */
export function createExperience(body: ExperienceInput) {
  return api("POST /api/experiences", { body });
}

/** Refreshes the owner's profile (and the cards that show it) after the change. */
export function useCreateExperience(userId: string) {
  const refresh = useRefreshProfile(userId);
  return useMutation({ mutationFn: (body: ExperienceInput) => createExperience(body), onSuccess: refresh });
}
