import { useCallback, useEffect, useMemo, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { normalizeTags, parseCommunityFilters, serializeCommunityFilters, type CommunityFilters } from "../lib/community-filters";

export type FilterChangeKind = "typing" | "pick";

/**
 * The /community filters in the address bar, as /projects keeps its own: every pick is a history
 * entry so Back restores the previous feed; consecutive keystrokes of one search share one entry.
 */
export function useCommunityFilters() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = useMemo(() => parseCommunityFilters(search), [search]);
  const filtersRef = useRef(filters);
  const lastKind = useRef<FilterChangeKind | null>(null);

  useEffect(() => {
    filtersRef.current = filters;
  }, [filters]);

  useEffect(() => {
    const onPop = () => {
      lastKind.current = null;
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  const setFilters = useCallback(
    (patch: Partial<CommunityFilters>, kind: FilterChangeKind = "pick") => {
      const current = filtersRef.current;
      const next: CommunityFilters = { ...current, ...patch };
      if (patch.tags) next.tags = normalizeTags(patch.tags);
      const qs = serializeCommunityFilters(next);
      if (qs === serializeCommunityFilters(current)) return;
      const replace = kind === "typing" && lastKind.current === "typing";
      lastKind.current = kind;
      filtersRef.current = next;
      navigate(qs ? `/community?${qs}` : "/community", { replace });
    },
    [navigate],
  );

  return { filters, setFilters };
}
