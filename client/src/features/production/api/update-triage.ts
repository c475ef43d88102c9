import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BodyOf } from "@shared/contract/define";
import type { productionPaths } from "@shared/contract/production";
import { api } from "@/lib/api";
import { allApplicantsKey } from "./get-applicants";

export type TriageBody = BodyOf<typeof productionPaths.operations.triage>;

/** PATCH /api/applications/{id}/triage: the team's private label, rating and note. */
export function useUpdateTriage(projectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TriageBody }) => api("PATCH /api/applications/{id}/triage", { params: { id }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: allApplicantsKey(projectId) }),
  });
}
