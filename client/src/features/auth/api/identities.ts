import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AuthProvidersAnswer, OAuthProviderId, PendingProviderSignup, SignInMethods } from "@shared/api-types";
import type { CompleteProviderSignupInput } from "@shared/validators/identities";
import { apiJson } from "@/lib/api-client";
import { getUserQueryOptions, type AuthUser } from "./get-user";
import { autofillOptionsRequest, beforeSignIn } from "./sign-in-order";

/** GET /api/auth/providers: which provider buttons to show (none when nothing is configured). */
export function useAuthProviders() {
  return useQuery({
    queryKey: ["/api/auth/providers"],
    queryFn: () => apiJson<AuthProvidersAnswer>("GET", "/api/auth/providers"),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

/** The browser navigation that starts a provider sign-in (the server redirects to the provider). */
export const providerStartUrl = (provider: OAuthProviderId, rememberMe = true) =>
  `/api/auth/oauth/${provider}/start${rememberMe ? "" : "?remember=0"}`;

export const pendingSignupKey = ["/api/auth/oauth/pending"] as const;

/** GET /api/auth/oauth/pending: 404 (ApiRequestError) when no provider sign-up is waiting. */
export function usePendingSignup() {
  return useQuery({
    queryKey: pendingSignupKey,
    queryFn: () => apiJson<PendingProviderSignup>("GET", "/api/auth/oauth/pending"),
    retry: false,
    staleTime: Infinity,
  });
}

export type CompleteSignupAnswer =
  | { requiresEmailVerification: false; message: string; user: AuthUser }
  | { requiresEmailVerification: true; message: string; email: string };

export function useCompleteSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompleteProviderSignupInput) => apiJson<CompleteSignupAnswer>("POST", "/api/auth/oauth/complete", input),
    onSuccess: async (data) => {
      if (data.requiresEmailVerification) return;
      const { queryKey } = getUserQueryOptions();
      queryClient.setQueryData(queryKey, data.user);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}

export const signInMethodsKey = ["/api/auth/sign-in-methods"] as const;

export function useSignInMethods() {
  return useQuery({ queryKey: signInMethodsKey, queryFn: () => apiJson<SignInMethods>("GET", "/api/auth/sign-in-methods") });
}

/** POST link with the password again; answers the provider URL to go to. */
export function useLinkProvider() {
  return useMutation({
    mutationFn: ({ provider, password }: { provider: OAuthProviderId; password?: string }) =>
      apiJson<{ url: string }>("POST", `/api/auth/oauth/${provider}/link`, { password }),
  });
}

function useMethodsMutation<T>(fn: (v: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: signInMethodsKey }) });
}

export const useUnlinkProvider = () =>
  useMethodsMutation((provider: OAuthProviderId) => apiJson<{ message: string }>("DELETE", `/api/auth/oauth/${provider}`));

export const useRemovePasskey = () => useMethodsMutation((id: number) => apiJson<{ message: string }>("DELETE", `/api/auth/passkeys/${id}`));

/** PATCH a passkey's name; 409 when another of the account's passkeys has it. */
export const useRenamePasskey = () =>
  useMethodsMutation(({ id, name }: { id: number; name: string }) =>
    apiJson<{ message: string; passkey: SignInMethods["passkeys"][number] }>("PATCH", `/api/auth/passkeys/${id}`, { name }),
  );

/**
 * The first password of an account made through a provider (no current one). 401 when the sign-in is
 * older than 15 minutes, 409 when the account has a password already.
 */
export const useSetPassword = () =>
  useMethodsMutation((newPassword: string) => apiJson<{ message: string }>("POST", "/api/auth/set-password", { newPassword }));

/** Asks the browser for a new passkey (library loaded only now) and stores it under `name`. */
export const useAddPasskey = () =>
  useMethodsMutation(async (name: string) => {
    const { startRegistration } = await import("@simplewebauthn/browser");
    const optionsJSON = await apiJson<Parameters<typeof startRegistration>[0]["optionsJSON"]>("POST", "/api/auth/passkeys/register/options");
    const credential = await startRegistration({ optionsJSON });
    return apiJson("POST", "/api/auth/passkeys", { name, credential });
  });

/**
 * Signs in with a passkey. With `autofill` the request waits for the browser's autofill (conditional
 * UI) and resolves only when the person picks a passkey there.
 */
export function usePasskeyLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ autofill }: { autofill: boolean }) => {
      const { startAuthentication } = await import("@simplewebauthn/browser");
      type Options = Parameters<typeof startAuthentication>[0]["optionsJSON"];
      const options = () => apiJson<Options>("POST", "/api/auth/passkeys/login/options");
      // The autofill's request goes first; the button waits for it (./sign-in-order.ts).
      const optionsJSON = autofill ? await autofillOptionsRequest(options) : await beforeSignIn().then(options);
      const credential = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
      return apiJson<{ message: string; user: AuthUser }>("POST", "/api/auth/passkeys/login", { credential, rememberMe: true });
    },
    onSuccess: async (data) => {
      const { queryKey } = getUserQueryOptions();
      queryClient.setQueryData(queryKey, data.user);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** Whether this browser can sign in with the autofill's passkeys (loads the small library). */
export async function browserSupportsAutofill(): Promise<boolean> {
  if (typeof window === "undefined" || !window.PublicKeyCredential) return false;
  const { browserSupportsWebAuthnAutofill } = await import("@simplewebauthn/browser");
  return browserSupportsWebAuthnAutofill();
}

/** Ends a passkey prompt still waiting (the autofill's) when its page goes away. */
export async function cancelPasskeyPrompt(): Promise<void> {
  const { WebAuthnAbortService } = await import("@simplewebauthn/browser");
  WebAuthnAbortService.cancelCeremony();
}

/** The Korean sentence for an error code the provider callback put in the address. */
export const oauthErrorMessage: Record<string, string> = {
  "email-taken": "이미 가입된 이메일입니다. 이메일로 로그인한 뒤 계정 설정에서 연결해주세요.",
  unverified: "이메일 인증이 필요합니다. 받은 메일함(스팸함 포함)의 인증 메일을 확인해주세요.",
  "already-linked": "이 계정은 이미 다른 아트링크 계정에 연결되어 있습니다.",
  denied: "로그인이 취소되었습니다.",
  disabled: "사용할 수 없는 로그인 방법입니다.",
  failed: "로그인을 완료하지 못했습니다. 다시 시도해주세요.",
};
