import { useMutation, type UseMutationOptions } from "@tanstack/react-query";
import type { ViewerApplication } from "@shared/api-types";
import { apiJson } from "@/lib/api-client";

export interface UpdateApplicationInput {
  id: number;
  coverLetter: string;
}

/** PATCH /api/applications/{id} {coverLetter}: only a pending application can be edited. */
export function updateApplication({ id, coverLetter }: UpdateApplicationInput): Promise<ViewerApplication> {
  return apiJson<ViewerApplication>("PATCH", `/api/applications/${id}`, { coverLetter });
}

export function useUpdateApplication(options: Omit<UseMutationOptions<ViewerApplication, Error, UpdateApplicationInput>, "mutationFn"> = {}) {
  return useMutation({ ...options, mutationFn: updateApplication });
}
