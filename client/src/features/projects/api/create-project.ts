import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProjectFields } from "@shared/validators/projects";
import { api } from "@/lib/api";
import { myProjectsQueryOptions } from "./get-my-projects";
import { projectListsKey } from "./get-projects";
import { projectQueryOptions } from "./get-project";

/** The project form payload: the parsed output of projectFormSchema (dates 'YYYY-MM-DD' or null, tags as names). */
export type ProjectPayload = ProjectFields;

/** POST /api/projects (producers only) -> 201 with the new project. */
export function createProject(payload: ProjectPayload) {
  return api("POST /api/projects", { body: payload });
}

/** Seeds the project page's cache with the answer and refreshes the producer's list. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: (project) => {
      if (project?.id != null) queryClient.setQueryData(projectQueryOptions(project.id).queryKey, project);
      void queryClient.invalidateQueries({ queryKey: myProjectsQueryOptions().queryKey });
      // Search results show the saved project (or no longer show it) at once.
      void queryClient.invalidateQueries({ queryKey: projectListsKey, refetchType: "active" });
    },
  });
}
