import { useMutation, useQueryClient } from "@tanstack/react-query";
import { BULK_MAX } from "@shared/validators/production";
import { api } from "@/lib/api";
import { allApplicantsKey } from "./get-applicants";

/**
 * POST /api/projects/{id}/applications/bulk-decline, in batches of BULK_MAX (one transaction each);
 * `onProgress(done, total)` after each batch, for the page's progress bar.
 */
export function useBulkDecline(projectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, reason, onProgress }: { ids: number[]; reason: string; onProgress?: (done: number, total: number) => void }) => {
      let declined = 0;
      for (let i = 0; i < ids.length; i += BULK_MAX) {
        const batch = ids.slice(i, i + BULK_MAX);
        const res = await api("POST /api/projects/{id}/applications/bulk-decline", { params: { id: projectId }, body: { applicationIds: batch, reason } });
        declined += res.declined;
        onProgress?.(Math.min(i + BULK_MAX, ids.length), ids.length);
      }
      return { declined };
    },
    onSettled: () => qc.invalidateQueries({ queryKey: allApplicantsKey(projectId) }),
  });
}
