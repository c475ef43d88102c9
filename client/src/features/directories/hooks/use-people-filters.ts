import { useCallback, useEffect, useMemo, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { normalizePeopleTags, parsePeopleFilters, serializePeopleFilters, type PeopleFilters, type PeopleKind } from "../lib/people-filters";

export type PeopleFilterChangeKind = "typing" | "pick";

/**
 * The directory filters, kept in the address bar (same history rules as /projects): each pick is a
 * new entry; consecutive keystrokes of one search replace their own entry.
 */
export function usePeopleFilters(kind: PeopleKind) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = useMemo(() => parsePeopleFilters(search, kind), [search, kind]);
  const filtersRef = useRef(filters);
  const lastKind = useRef<PeopleFilterChangeKind | null>(null);
  const base = kind === "artist" ? "/artists" : "/producers";

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
    (patch: Partial<PeopleFilters>, changeKind: PeopleFilterChangeKind = "pick") => {
      const current = filtersRef.current;
      const next: PeopleFilters = { ...current, ...patch };
      if (patch.tags) next.tags = normalizePeopleTags(patch.tags);
      const qs = serializePeopleFilters(next);
      if (qs === serializePeopleFilters(current)) return;
      const replace = changeKind === "typing" && lastKind.current === "typing";
      lastKind.current = changeKind;
      filtersRef.current = next;
      navigate(qs ? `${base}?${qs}` : base, { replace });
    },
    [navigate, base],
  );

  return { filters, setFilters };
}
