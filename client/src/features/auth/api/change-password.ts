import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { changePasswordSchema } from "@shared/validators/auth";
import { api } from "@/lib/api";

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** POST /api/auth/change-password {currentPassword, newPassword}; 400 carries body.message. */
export function changePassword(input: ChangePasswordInput) {
  return api("POST /api/auth/change-password", { body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
