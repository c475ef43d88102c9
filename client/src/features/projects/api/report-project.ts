import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** POST /api/projects/{id}/report: the operators review it (issue 24); 400 for one's own project. */
export function reportProject({ id, reason }: { id: number; reason: string }) {
  return api("POST /api/projects/{id}/report", { params: { id }, body: { reason } });
}

export function useReportProject() {
  return useMutation({ mutationFn: reportProject });
}
