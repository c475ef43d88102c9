import { useMutation } from "@tanstack/react-query";
import type { EducationInput } from "@shared/validators/profiles";
import { api } from "@/lib/api";
import { useRefreshProfile } from "../lib/use-refresh-profile";

/** PATCH /api/education/{id}: changes the fields sent (owner only). */
export function updateEducation(id: number, body: Partial<EducationInput>) {
  return api("PATCH /api/education/{id}", { params: { id }, body });
}

/** Refreshes the owner's profile (and the cards that show it) after the change. */
export function useUpdateEducation(userId: string) {
  const refresh = useRefreshProfile(userId);
  return useMutation({ mutationFn: ({ id, body }: { id: number; body: Partial<EducationInput> }) => updateEducation(id, body), onSuccess: refresh });
}
