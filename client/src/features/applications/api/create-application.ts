import { useMutation, type UseMutationOptions } from "@tanstack/react-query";
import type { ViewerApplication } from "@shared/api-types";
import { apiJson } from "@/lib/api-client";

export interface CreateApplicationInput {
  projectId: number;
  coverLetter: string;
}

/** POST /api/applications -> 201 with the new (pending) application; one per artist and project. */
export function createApplication(input: CreateApplicationInput): Promise<ViewerApplication> {
  return apiJson<ViewerApplication>("POST", "/api/applications", input);
}

/**
 * The screen that shows the application passes onSuccess to refresh what it shows (this feature does
 * not know the project page's cache).
 */
export function useCreateApplication(options: Omit<UseMutationOptions<ViewerApplication, Error, CreateApplicationInput>, "mutationFn"> = {}) {
  return useMutation({ ...options, mutationFn: createApplication });
}
