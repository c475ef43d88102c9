import { useCallback } from "react";
import { useLocation, useSearch } from "wouter";

/**
 * The active tab lives in the address (?tab=...), so every tab has a deep link (the invitation
 * notification opens /dashboard?tab=invitations) and survives a reload. An unknown or missing value
 * gives the role's default tab; switching replaces the history entry instead of stacking one per click.
 */
export function useDashboardTab<T extends string>(tabs: readonly T[], fallback: T): [T, (tab: string) => void] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const requested = new URLSearchParams(search).get("tab");
  const tab = tabs.includes(requested as T) ? (requested as T) : fallback;
  const setTab = useCallback(
    (next: string) => {
      const params = new URLSearchParams(search);
      params.set("tab", next);
      navigate(`/dashboard?${params.toString()}`, { replace: true });
    },
    [navigate, search],
  );
  return [tab, setTab];
}
