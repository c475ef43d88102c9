import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { changePasswordSchema } from "@shared/validators/auth";
import { apiJson } from "@/lib/api-client";

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** POST /api/auth/change-password {currentPassword, newPassword}; 400 carries body.message. */
export function changePassword(input: ChangePasswordInput): Promise<{ message: string }> {
  return apiJson<{ message: string }>("POST", "/api/auth/change-password", input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
