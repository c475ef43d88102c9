import { useMutation, type UseMutationOptions } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** DELETE /api/applications/{id}: the artist cancels a pending application. */
export async function deleteApplication(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/applications/${id}`);
}

export function useDeleteApplication(options: Omit<UseMutationOptions<void, Error, number>, "mutationFn"> = {}) {
  return useMutation({ ...options, mutationFn: deleteApplication });
}
