import { useMutation } from "@tanstack/react-query";
import type { RegisterInput } from "@shared/validators/auth";
import { api, type Answer } from "@/lib/api";

export type RegisterResponse = Answer<"POST /api/auth/register">;

/**
 * POST /api/auth/register. Does not sign in: the account must verify its e-mail first.
 * Rejects with ApiRequestError: 409 e-mail taken, 400 with body.fieldErrors.
 */
export function register(input: RegisterInput) {
  return api("POST /api/auth/register", { body: input });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
