import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { ProjectPayload } from "./create-project";
import { myProjectsQueryOptions } from "./get-my-projects";
import { projectListsKey } from "./get-projects";
import { projectQueryOptions } from "./get-project";

/** PUT /api/projects/{id}: the whole form payload, by the owner. */
export function updateProject({ id, payload }: { id: number; payload: ProjectPayload }) {
  return api("PUT /api/projects/{id}", { params: { id }, body: payload });
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: (project, { id }) => {
      const { queryKey } = projectQueryOptions(id);
      if (project) queryClient.setQueryData(queryKey, project);
      void queryClient.invalidateQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: myProjectsQueryOptions().queryKey });
      // Search results show the saved project (or no longer show it) at once.
      void queryClient.invalidateQueries({ queryKey: projectListsKey, refetchType: "active" });
    },
  });
}
