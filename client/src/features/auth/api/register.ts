import { useMutation } from "@tanstack/react-query";
import type { RegisterInput } from "@shared/validators/auth";
import { apiJson } from "@/lib/api-client";

export interface RegisterResponse {
  message: string;
  user: { id: string; email: string };
}

/**
 * POST /api/auth/register. Does not sign in: the account must verify its e-mail first.
 * Rejects with ApiRequestError: 409 e-mail taken, 400 with body.fieldErrors.
 */
export function register(input: RegisterInput): Promise<RegisterResponse> {
  return apiJson<RegisterResponse>("POST", "/api/auth/register", input);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
