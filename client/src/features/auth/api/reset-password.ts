import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { resetPasswordSchema } from "@shared/validators/auth";
import { apiJson } from "@/lib/api-client";

export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** POST /api/auth/reset-password {token, newPassword}; 400 carries body.message. */
export function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return apiJson<{ message: string }>("POST", "/api/auth/reset-password", input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
