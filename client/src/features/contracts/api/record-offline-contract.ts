import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { projectContractsQueryOptions } from "./get-project-contracts";

/** PUT /api/projects/{id}/contracts/offline: written contracts were made outside the platform. */
export function recordOfflineContract({ projectId, note }: { projectId: number; note: string }) {
  return api("PUT /api/projects/{id}/contracts/offline", { params: { id: projectId }, body: { note } });
}

export function useRecordOfflineContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordOfflineContract,
    onSuccess: (data) => queryClient.setQueryData(projectContractsQueryOptions(data.projectId).queryKey, data),
  });
}
