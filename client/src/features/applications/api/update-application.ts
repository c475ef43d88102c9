import { useMutation, type UseMutationOptions } from "@tanstack/react-query";
import { api, type Answer } from "@/lib/api";

export interface UpdateApplicationInput {
  id: number;
  coverLetter: string;
}

/** PATCH /api/applications/{id} {coverLetter}: only a pending application can be edited. */
export function updateApplication({ id, coverLetter }: UpdateApplicationInput) {
  return api("PATCH /api/applications/{id}", { params: { id }, body: { coverLetter } });
}

export function useUpdateApplication(
  options: Omit<UseMutationOptions<Answer<"PATCH /api/applications/{id}">, Error, UpdateApplicationInput>, "mutationFn"> = {},
) {
  return useMutation({ ...options, mutationFn: updateApplication });
}
