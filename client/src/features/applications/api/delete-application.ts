import { useMutation, type UseMutationOptions } from "@tanstack/react-query";
import { api, type Answer } from "@/lib/api";

/** DELETE /api/applications/{id}: the artist cancels a pending application. */
export function deleteApplication(id: number) {
  return api("DELETE /api/applications/{id}", { params: { id } });
}

export function useDeleteApplication(options: Omit<UseMutationOptions<Answer<"DELETE /api/applications/{id}">, Error, number>, "mutationFn"> = {}) {
  return useMutation({ ...options, mutationFn: deleteApplication });
}
