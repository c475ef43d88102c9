import { useMutation } from "@tanstack/react-query";
import type { ProfileInput } from "@shared/validators/profiles";
import { api } from "@/lib/api";
import { useRefreshProfile } from "../lib/use-refresh-profile";

/** PUT /api/users/{id} with any subset of the basic fields, the bio and the years of experience. */
export function updateProfile(id: string, body: Partial<ProfileInput>) {
  return api("PUT /api/users/{id}", { params: { id }, body });
}

export function useUpdateProfile(id: string) {
  const refresh = useRefreshProfile(id);
  return useMutation({ mutationFn: (body: Partial<ProfileInput>) => updateProfile(id, body), onSuccess: refresh });
}
