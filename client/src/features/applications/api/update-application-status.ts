import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { dashboardStatsQueryOptions } from "@/features/dashboard/api/get-dashboard-stats";
import { myProjectsQueryOptions } from "@/features/projects/api/get-my-projects";
import { receivedApplicationsQueryOptions } from "./get-received-applications";

export interface UpdateApplicationStatusInput {
  id: number;
  status: "accepted" | "rejected";
  /** Optional when accepting, required when rejecting (applicationStatusSchema). */
  reason: string | null;
}

/** PATCH /api/applications/{id}/status: the producer accepts or rejects a pending application. */
export function updateApplicationStatus({ id, ...body }: UpdateApplicationStatusInput) {
  return api("PATCH /api/applications/{id}/status", { params: { id }, body });
}

export function useUpdateApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplicationStatus,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: receivedApplicationsQueryOptions().queryKey });
      // Accepted counts decide the card's 'start' action; the header counts pending applications.
      void queryClient.invalidateQueries({ queryKey: myProjectsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: dashboardStatsQueryOptions().queryKey });
    },
  });
}
