import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProjectContracts } from "@shared/api-types";
import { apiJson } from "@/lib/api-client";
import { projectContractsQueryOptions } from "./get-project-contracts";

/** PUT /api/projects/{id}/contracts/offline: written contracts were made outside the platform. */
export function recordOfflineContract({ projectId, note }: { projectId: number; note: string }): Promise<ProjectContracts> {
  return apiJson<ProjectContracts>("PUT", `/api/projects/${projectId}/contracts/offline`, { note });
}

export function useRecordOfflineContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordOfflineContract,
    onSuccess: (data) => queryClient.setQueryData(projectContractsQueryOptions(data.projectId).queryKey, data),
  });
}
