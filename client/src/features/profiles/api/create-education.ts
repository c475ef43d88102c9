import { useMutation } from "@tanstack/react-query";
import type { Education } from "@shared/api-types";
import type { EducationInput } from "@shared/validators/profiles";
import { apiJson } from "@/lib/api-client";
import { useRefreshProfile } from "../lib/use-refresh-profile";

/** POST /api/education: adds one entry to the signed-in user's profile. */
export function createEducation(body: EducationInput): Promise<Education> {
  return apiJson<Education>("POST", "/api/education", body);
}

/** Refreshes the owner's profile (and the cards that show it) after the change. */
export function useCreateEducation(userId: string) {
  const refresh = useRefreshProfile(userId);
  return useMutation({ mutationFn: (body: EducationInput) => createEducation(body), onSuccess: refresh });
}
