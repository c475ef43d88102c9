import { useMutation } from "@tanstack/react-query";
import type { EmailOnlyInput } from "@shared/validators/auth";
import { api } from "@/lib/api";

/** POST /api/auth/reset-password-request {email}: answers 200 whether or not the e-mail exists. */
export function requestPasswordReset(input: EmailOnlyInput) {
  return api("POST /api/auth/reset-password-request", { body: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
