import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BodyOf } from "@shared/contract/define";
import type { productionPaths } from "@shared/contract/production";
import { api } from "@/lib/api";
import { allApplicantsKey } from "./get-applicants";

/** GET /api/projects/{id}/audition-schedule: slots by Seoul day with who comes when. */
export function scheduleQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: ["/api/projects", projectId, "audition-schedule"] as const,
    queryFn: ({ signal }) => api("GET /api/projects/{id}/audition-schedule", { params: { id: projectId }, signal }),
    // Bookings arrive from applicants at any time: read again whenever the tab opens.
    staleTime: 0,
    refetchOnMount: "always",
  });
}

export function useSchedule(projectId: number) {
  return useQuery(scheduleQueryOptions(projectId));
}

export type SlotBody = BodyOf<typeof productionPaths.operations.createSlot>;

/** POST /api/projects/{id}/audition-slots. */
export function useCreateSlot(projectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SlotBody) => api("POST /api/projects/{id}/audition-slots", { params: { id: projectId }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: scheduleQueryOptions(projectId).queryKey }),
  });
}

/** POST /api/applications/{id}/audition-invite. */
export function useInviteToAudition(projectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, slotIds }: { id: number; slotIds?: number[] }) =>
      api("POST /api/applications/{id}/audition-invite", { params: { id }, body: slotIds ? { slotIds } : {} }),
    onSuccess: () => qc.invalidateQueries({ queryKey: allApplicantsKey(projectId) }),
  });
}

/** PATCH /api/audition-bookings/{id}/attendance. */
export function useMarkAttendance(projectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: "attended" | "no_show" }) =>
      api("PATCH /api/audition-bookings/{id}/attendance", { params: { id }, body: { status } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: scheduleQueryOptions(projectId).queryKey }),
  });
}
