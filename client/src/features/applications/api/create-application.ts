import { useMutation, type UseMutationOptions } from "@tanstack/react-query";
import { api, type Answer } from "@/lib/api";

export interface CreateApplicationInput {
  projectId: number;
  /** Required when the project has roles (issue 26). */
  roleId?: number | null;
  coverLetter: string;
  media?: Array<{ kind: "video" | "audio" | "photo" | "link"; url: string }>;
}

/** POST /api/applications -> 201 with the new (pending) application; one per artist and project. */
export function createApplication(input: CreateApplicationInput) {
  return api("POST /api/applications", { body: input });
}

/**
 * The screen that shows the application passes onSuccess to refresh what it shows (this feature does
 * not know the project page's cache).
 */
export function useCreateApplication(options: Omit<UseMutationOptions<Answer<"POST /api/applications">, Error, CreateApplicationInput>, "mutationFn"> = {}) {
  return useMutation({ ...options, mutationFn: createApplication });
}
