import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MailPreferences } from "@shared/api-types";
import { apiJson } from "@/lib/api-client";

/** GET /api/account/mail-preferences: per mail kind, true when that mail is sent. */
export function getMailPreferences(): Promise<MailPreferences> {
  return apiJson<MailPreferences>("GET", "/api/account/mail-preferences");
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
