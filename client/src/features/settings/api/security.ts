import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";

export const sessionsKey = ["/api/auth/sessions"] as const;
export const signInsKey = ["/api/auth/sign-ins"] as const;
export const twoFactorKey = ["/api/auth/2fa"] as const;

/** GET /api/auth/sessions: '로그인된 기기', the current one first. */
export function useSessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: () => api("GET /api/auth/sessions") });
}

/** GET /api/auth/sign-ins: the last 50 sign-ins and failed attempts. */
export function useSignIns() {
  return useQuery({ queryKey: signInsKey, queryFn: () => api("GET /api/auth/sign-ins") });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api("DELETE /api/auth/sessions/{id}", { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useRevokeOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api("POST /api/auth/sessions/revoke-others"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** GET /api/auth/2fa. */
export function useTwoFactor() {
  return useQuery({ queryKey: twoFactorKey, queryFn: () => api("GET /api/auth/2fa") });
}

export const totpSetup = () => api("POST /api/auth/2fa/totp/setup");
export const totpEnable = (code: string) => api("POST /api/auth/2fa/totp/enable", { body: { code } });
export const twoFactorDisable = (body: { password?: string; code?: string; recoveryCode?: string }) => api("POST /api/auth/2fa/disable", { body });
export const reauthWithPassword = (password: string) => api("POST /api/auth/reauth", { body: { password } });
export const reauthWithCode = (code: string) => api("POST /api/auth/reauth", { body: { code } });

/** Re-authentication with one of my passkeys: options, the browser's prompt, then the assertion. */
export async function reauthWithPasskey() {
  const optionsJSON = await api("POST /api/auth/reauth/passkey-options");
  const { startAuthentication } = await import("@simplewebauthn/browser");
  const credential = await startAuthentication({ optionsJSON: optionsJSON as Parameters<typeof startAuthentication>[0]["optionsJSON"] });
  return api("POST /api/auth/reauth", { body: { credential: credential as never } });
}
