import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OAuthProviderId } from "@shared/api-types";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/browser";
import type { CompleteProviderSignupInput, RegisterPasskeyInput } from "@shared/validators/identities";
import { api, apiUrl, type Answer } from "@/lib/api";
import { getUserQueryOptions } from "./get-user";
import { autofillOptionsRequest, beforeSignIn } from "./sign-in-order";

/** GET /api/auth/providers: which provider buttons to show (none when nothing is configured). */
export function useAuthProviders() {
  return useQuery({
    queryKey: ["/api/auth/providers"],
    queryFn: () => api("GET /api/auth/providers"),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

/** The browser navigation that starts a provider sign-in (the server redirects to the provider). */
export const providerStartUrl = (provider: OAuthProviderId, rememberMe = true) =>
  apiUrl("GET /api/auth/oauth/{provider}/start", { params: { provider }, query: { remember: rememberMe ? undefined : "0" } });

export const pendingSignupKey = ["/api/auth/oauth/pending"] as const;

/** GET /api/auth/oauth/pending: 404 (ApiRequestError) when no provider sign-up is waiting. */
export function usePendingSignup() {
  return useQuery({
    queryKey: pendingSignupKey,
    queryFn: () => api("GET /api/auth/oauth/pending"),
    retry: false,
    staleTime: Infinity,
  });
}

export type CompleteSignupAnswer = Answer<"POST /api/auth/oauth/complete">;

export function useCompleteSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompleteProviderSignupInput) => api("POST /api/auth/oauth/complete", { body: input }),
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
  return useQuery({ queryKey: signInMethodsKey, queryFn: () => api("GET /api/auth/sign-in-methods") });
}

/** POST link with the password again; answers the provider URL to go to. */
export function useLinkProvider() {
  return useMutation({
    mutationFn: ({ provider, password }: { provider: OAuthProviderId; password?: string }) =>
      api("POST /api/auth/oauth/{provider}/link", { params: { provider }, body: { password } }),
  });
}

function useMethodsMutation<T>(fn: (v: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: signInMethodsKey }) });
}

export const useUnlinkProvider = () => useMethodsMutation((provider: OAuthProviderId) => api("DELETE /api/auth/oauth/{provider}", { params: { provider } }));

export const useRemovePasskey = () => useMethodsMutation((id: number) => api("DELETE /api/auth/passkeys/{id}", { params: { id } }));

/** PATCH a passkey's name; 409 when another of the account's passkeys has it. */
export const useRenamePasskey = () =>
  useMethodsMutation(({ id, name }: { id: number; name: string }) => api("PATCH /api/auth/passkeys/{id}", { params: { id }, body: { name } }));

/**
 * The first password of an account made through a provider (no current one). 401 when the sign-in is
 * older than 15 minutes, 409 when the account has a password already.
 */
export const useSetPassword = () => useMethodsMutation((newPassword: string) => api("POST /api/auth/set-password", { body: { newPassword } }));

/**
 * The browser library's credential as the bodies' schema types it: the same JSON object, whose
 * interfaces only lack the index signature of the schema's `response` record (the server checks it in depth).
 */
const credentialJson = (credential: RegistrationResponseJSON | AuthenticationResponseJSON) => credential as unknown as RegisterPasskeyInput["credential"];

/** Asks the browser for a new passkey (library loaded only now) and stores it under `name`. */
export const useAddPasskey = () =>
  useMethodsMutation(async (name: string) => {
    const { startRegistration } = await import("@simplewebauthn/browser");
    const optionsJSON = await api("POST /api/auth/passkeys/register/options");
    const credential = await startRegistration({ optionsJSON });
    return api("POST /api/auth/passkeys", { body: { name, credential: credentialJson(credential) } });
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
      const options = () => api("POST /api/auth/passkeys/login/options");
      // The autofill's request goes first; the button waits for it (./sign-in-order.ts).
      const optionsJSON = autofill ? await autofillOptionsRequest(options) : await beforeSignIn().then(options);
      const credential = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
      return api("POST /api/auth/passkeys/login", { body: { credential: credentialJson(credential), rememberMe: true } });
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
