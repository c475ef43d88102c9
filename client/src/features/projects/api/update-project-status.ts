import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProjectStatus } from "@shared/constants";
import { projectCreditsQueryOptions } from "@/features/activity/api/activity";
import { projectContractsQueryOptions } from "@/features/contracts/api/get-project-contracts";
import { api } from "@/lib/api";
import { myProjectsQueryOptions } from "./get-my-projects";
import { projectListsKey } from "./get-projects";
import { projectQueryOptions } from "./get-project";

/** PATCH /api/projects/{id}/status; 409 for a move the lifecycle does not allow (e.g. start without an accepted artist). */
export function updateProjectStatus({ id, status }: { id: number; status: ProjectStatus }) {
  return api("PATCH /api/projects/{id}/status", { params: { id }, body: { status } });
}

export function useUpdateProjectStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProjectStatus,
    onSuccess: (project, { id }) => {
      const { queryKey } = projectQueryOptions(id);
      if (project) queryClient.setQueryData(queryKey, project);
      // Sub-resources (can-review after completion, accepted artists, its contracts panel and the credits
      // form that opens on completion) depend on the status too.
      void queryClient.invalidateQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: projectContractsQueryOptions(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: projectCreditsQueryOptions(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: myProjectsQueryOptions().queryKey });
      // Search results show the saved project (or no longer show it) at once.
      void queryClient.invalidateQueries({ queryKey: projectListsKey, refetchType: "active" });
    },
  });
}
