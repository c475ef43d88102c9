import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ActivityItemInput, BuildRecordInput, ConfirmCreditsInput } from "@shared/validators/activity";
import { api } from "@/lib/api";

/** The activity record's API (issue 15): the producer's credit panel, the artist's activity, records and their public check. */

export const myActivityKey = ["activity", "mine"] as const;

/** A project's credit panel; the projects feature refreshes it through this when the status changes. */
export function projectCreditsQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: ["activity", "project", projectId] as const,
    queryFn: () => api("GET /api/projects/{id}/credits", { params: { id: projectId } }),
  });
}

export function useProjectCredits(projectId: number) {
  return useQuery(projectCreditsQueryOptions(projectId));
}

export function useConfirmCredits(projectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmCreditsInput) => api("POST /api/projects/{id}/credits", { params: { id: projectId }, body }),
    onSuccess: (data) => qc.setQueryData(projectCreditsQueryOptions(projectId).queryKey, data),
  });
}

export function useMyActivity() {
  return useQuery(queryOptions({ queryKey: myActivityKey, queryFn: () => api("GET /api/activity") }));
}

/** Every change of the artist's own activity refetches the one list. */
function useMineMutation<V, T>(fn: (v: V) => Promise<T>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: myActivityKey }) });
}

export const useAcceptCredit = () => useMineMutation((id: number) => api("POST /api/credits/{id}/accept", { params: { id } }));
export const useCorrectCredit = () =>
  useMineMutation(({ id, note }: { id: number; note: string }) => api("POST /api/credits/{id}/correction", { params: { id }, body: { note } }));
export const useShareCredit = () =>
  useMineMutation(({ id, ...body }: { id: number; isPublic?: boolean; feePublic?: boolean }) =>
    api("PATCH /api/credits/{id}/sharing", { params: { id }, body }),
  );
export const useAddActivityItem = () => useMineMutation((body: ActivityItemInput) => api("POST /api/activity/items", { body }));
export const useDeleteActivityItem = () => useMineMutation((id: number) => api("DELETE /api/activity/items/{id}", { params: { id } }));
export const useBuildRecord = () => useMineMutation((body: BuildRecordInput) => api("POST /api/activity/records", { body }));
export const useRevokeRecord = () => useMineMutation((id: number) => api("POST /api/activity/records/{id}/revoke", { params: { id } }));

export function usePublicCredits(userId: string) {
  return useQuery(
    queryOptions({ queryKey: ["activity", "public", userId] as const, queryFn: () => api("GET /api/users/{id}/credits", { params: { id: userId } }) }),
  );
}

export function useVerifyRecord(code: string) {
  return useQuery(
    queryOptions({
      queryKey: ["activity", "verify", code] as const,
      queryFn: () => api("GET /api/records/verify/{code}", { params: { code } }),
      retry: false,
    }),
  );
}
