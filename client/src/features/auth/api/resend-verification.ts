import { useMutation } from "@tanstack/react-query";
import type { EmailOnlyInput } from "@shared/validators/auth";
import { api, type Answer } from "@/lib/api";

export type MessageResponse = Answer<"POST /api/auth/resend-verification">;

/** POST /api/auth/resend-verification {email}. Rejects with ApiRequestError (429 when limited). */
export function resendVerification(input: EmailOnlyInput) {
  return api("POST /api/auth/resend-verification", { body: input });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
