import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ActivityItemView, ActivityRecordSummary, CreditView, MyActivity, ProjectCredits, PublicCredit, RecordVerifyResult } from "@shared/api-types";
import type { ActivityItemInput, BuildRecordInput, ConfirmCreditsInput } from "@shared/validators/activity";
import { apiJson } from "@/lib/api-client";

/** The activity record's API (issue 15): the producer's credit panel, the artist's activity, records and their public check. */

export const myActivityKey = ["activity", "mine"] as const;

/** A project's credit panel; the projects feature refreshes it through this when the status changes. */
export function projectCreditsQueryOptions(projectId: number) {
  return queryOptions({ queryKey: ["activity", "project", projectId] as const, queryFn: () => apiJson<ProjectCredits>("GET", `/api/projects/${projectId}/credits`) });
}

export function useProjectCredits(projectId: number) {
  return useQuery(projectCreditsQueryOptions(projectId));
}

export function useConfirmCredits(projectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmCreditsInput) => apiJson<ProjectCredits>("POST", `/api/projects/${projectId}/credits`, body),
    onSuccess: (data) => qc.setQueryData(projectCreditsQueryOptions(projectId).queryKey, data),
  });
}

export function useMyActivity() {
  return useQuery(queryOptions({ queryKey: myActivityKey, queryFn: () => apiJson<MyActivity>("GET", "/api/activity") }));
}

/** Every change of the artist's own activity refetches the one list. */
function useMineMutation<V, T>(fn: (v: V) => Promise<T>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: myActivityKey }) });
}

export const useAcceptCredit = () => useMineMutation((id: number) => apiJson<CreditView>("POST", `/api/credits/${id}/accept`, {}));
export const useCorrectCredit = () => useMineMutation(({ id, note }: { id: number; note: string }) => apiJson<CreditView>("POST", `/api/credits/${id}/correction`, { note }));
export const useShareCredit = () =>
  useMineMutation(({ id, ...body }: { id: number; isPublic?: boolean; feePublic?: boolean }) => apiJson<CreditView>("PATCH", `/api/credits/${id}/sharing`, body));
export const useAddActivityItem = () => useMineMutation((body: ActivityItemInput) => apiJson<ActivityItemView>("POST", "/api/activity/items", body));
export const useDeleteActivityItem = () => useMineMutation((id: number) => apiJson<{ message: string }>("DELETE", `/api/activity/items/${id}`));
export const useBuildRecord = () => useMineMutation((body: BuildRecordInput) => apiJson<ActivityRecordSummary>("POST", "/api/activity/records", body));
export const useRevokeRecord = () => useMineMutation((id: number) => apiJson<ActivityRecordSummary>("POST", `/api/activity/records/${id}/revoke`, {}));

export function usePublicCredits(userId: string) {
  return useQuery(queryOptions({ queryKey: ["activity", "public", userId] as const, queryFn: () => apiJson<PublicCredit[]>("GET", `/api/users/${encodeURIComponent(userId)}/credits`) }));
}

export function useVerifyRecord(code: string) {
  return useQuery(
    queryOptions({
      queryKey: ["activity", "verify", code] as const,
      queryFn: () => apiJson<RecordVerifyResult>("GET", `/api/records/verify/${encodeURIComponent(code)}`),
      retry: false,
    }),
  );
}
