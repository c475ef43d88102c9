import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { resetPasswordSchema } from "@shared/validators/auth";
import { api } from "@/lib/api";

export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** POST /api/auth/reset-password {token, newPassword}; 400 carries body.message. */
export function resetPassword(input: ResetPasswordInput) {
  return api("POST /api/auth/reset-password", { body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
