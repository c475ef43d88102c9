import { useMutation } from "@tanstack/react-query";
import type { EmailOnlyInput } from "@shared/validators/auth";
import { apiJson } from "@/lib/api-client";

export interface MessageResponse {
  message: string;
}

/** POST /api/auth/resend-verification {email}. Rejects with ApiRequestError (429 when limited). */
export function resendVerification(input: EmailOnlyInput): Promise<MessageResponse> {
  return apiJson<MessageResponse>("POST", "/api/auth/resend-verification", input);
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
