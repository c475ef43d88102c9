import { useMutation } from "@tanstack/react-query";
import type { EmailOnlyInput } from "@shared/validators/auth";
import { apiJson } from "@/lib/api-client";

/** POST /api/auth/reset-password-request {email}: answers 200 whether or not the e-mail exists. */
export function requestPasswordReset(input: EmailOnlyInput): Promise<{ message: string }> {
  return apiJson<{ message: string }>("POST", "/api/auth/reset-password-request", input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
