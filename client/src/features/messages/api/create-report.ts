import { useMutation } from "@tanstack/react-query";
import type { ReportInput } from "@shared/validators/messages";
import { api } from "@/lib/api";

/** POST /api/reports: stored for moderators; reporting the same thing twice changes nothing. */
export function createReport(input: ReportInput) {
  return api("POST /api/reports", { body: input });
}

export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
