import { useMutation } from "@tanstack/react-query";
import type { EducationInput } from "@shared/validators/profiles";
import { api } from "@/lib/api";
import { useRefreshProfile } from "../lib/use-refresh-profile";

/** POST /api/education: adds one entry to the signed-in user's profile. */
export function createEducation(body: EducationInput) {
  return api("POST /api/education", { body });
}

/** Refreshes the owner's profile (and the cards that show it) after the change. */
export function useCreateEducation(userId: string) {
  const refresh = useRefreshProfile(userId);
  return useMutation({ mutationFn: (body: EducationInput) => createEducation(body), onSuccess: refresh });
}
