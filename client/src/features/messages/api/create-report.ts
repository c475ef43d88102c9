import { useMutation } from "@tanstack/react-query";
import type { ReportInput } from "@shared/validators/messages";
import { apiJson } from "@/lib/api-client";

/** POST /api/reports: stored for moderators; reporting the same thing twice changes nothing. */
export function createReport(input: ReportInput): Promise<{ reported: true }> {
  return apiJson<{ reported: true }>("POST", "/api/reports", input);
}

export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
