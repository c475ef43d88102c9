import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** GET /api/account/mail-preferences: per mail kind, true when that mail is sent. */
export function getMailPreferences() {
  return api("GET /api/account/mail-preferences");
}

export function mailPreferencesQueryOptions() {
  return queryOptions({
    queryKey: ["/api/account/mail-preferences"] as const,
    queryFn: getMailPreferences,
  });
}

export function useMailPreferences() {
  return useQuery(mailPreferencesQueryOptions());
}
