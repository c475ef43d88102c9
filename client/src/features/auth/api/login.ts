import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginInput } from "@shared/validators/auth";
import { api, type Answer } from "@/lib/api";
import { getUserQueryOptions } from "./get-user";
import { beforeSignIn } from "./sign-in-order";

export type LoginResponse = Answer<"POST /api/auth/login">;

/**
 * POST /api/auth/login. Rejects with ApiRequestError: 401 wrong credentials, 403 with
 * body.requiresEmailVerification when the e-mail is not verified yet, 429 rate limited.
 */
export async function login(input: LoginInput) {
  // After the passkey autofill's request, whose late answer would replace this session (./sign-in-order.ts).
  await beforeSignIn();
  return api("POST /api/auth/login", { body: input });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (data) => {
      // A second factor still to pass: nobody is signed in yet.
      if (!("user" in data)) return;
      const { queryKey } = getUserQueryOptions();
      queryClient.setQueryData(queryKey, data.user);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
