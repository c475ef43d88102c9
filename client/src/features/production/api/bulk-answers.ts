import { useMutation, useQueryClient } from "@tanstack/react-query";
import { BULK_MAX } from "@shared/validators/production";
import { api } from "@/lib/api";
import { allApplicantsKey } from "./get-applicants";

export type OnProgress = (done: number, total: number) => void;

/**
 * Runs a bulk answer over any number of ids in calls of BULK_MAX (each one transaction on the server),
 * one after another; `onProgress(done, total)` after each call, for the page's progress bar. Returns the
 * sum of what each call counted. Stops at the first failure (the batches before it stay done).
 */
export async function inBatches(ids: number[], call: (batch: number[]) => Promise<number>, onProgress?: OnProgress) {
  let count = 0;
  for (let i = 0; i < ids.length; i += BULK_MAX) {
    count += await call(ids.slice(i, i + BULK_MAX));
    onProgress?.(Math.min(i + BULK_MAX, ids.length), ids.length);
  }
  return count;
}

type Run<T> = T & { ids: number[]; onProgress?: OnProgress };

function useBulk<T>(projectId: number, call: (batch: number[], input: T) => Promise<number>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, onProgress, ...input }: Run<T>) => inBatches(ids, (batch) => call(batch, input as T), onProgress),
    onSettled: () => qc.invalidateQueries({ queryKey: allApplicantsKey(projectId) }),
  });
}

/** POST /api/projects/{id}/applications/bulk-decline, in batches: how many were declined. */
export function useBulkDecline(projectId: number) {
  return useBulk<{ text: string }>(projectId, async (applicationIds, { text }) => {
    const res = await api("POST /api/projects/{id}/applications/bulk-decline", { params: { id: projectId }, body: { applicationIds, reason: text } });
    return res.declined;
  });
}

/** POST /api/projects/{id}/applications/bulk-message, in batches: how many applications were messaged. */
export function useBulkMessage(projectId: number) {
  return useBulk<{ text: string }>(projectId, async (applicationIds, { text }) => {
    const res = await api("POST /api/projects/{id}/applications/bulk-message", { params: { id: projectId }, body: { applicationIds, body: text } });
    return res.messaged;
  });
}

/** POST /api/projects/{id}/applications/bulk-invite, in batches: how many were invited. */
export function useBulkInvite(projectId: number) {
  return useBulk<{ slotIds?: number[] }>(projectId, async (applicationIds, { slotIds }) => {
    const res = await api("POST /api/projects/{id}/applications/bulk-invite", {
      params: { id: projectId },
      body: slotIds?.length ? { applicationIds, slotIds } : { applicationIds },
    });
    return res.invited;
  });
}
