import { useCallback, useEffect, useMemo, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { normalizeTags, parseProjectFilters, sameFilters, serializeProjectFilters, type ProjectFilters } from "../lib/project-filters";

export type FilterChangeKind = "typing" | "pick";

/**
 * The /projects filters, kept in the address bar. Each change is a new history entry so the back
 * button restores the previous filters; while the user keeps typing, the entry of the search they
 * started is replaced instead, so one back undoes the whole search and not one word at a time.
 */
export function useProjectFilters() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = useMemo(() => parseProjectFilters(search), [search]);
  const filtersRef = useRef(filters);
  const lastKind = useRef<FilterChangeKind | null>(null);

  useEffect(() => {
    filtersRef.current = filters;
  }, [filters]);

  // After back/forward the next keystroke starts a new entry rather than overwriting this one.
  useEffect(() => {
    const onPop = () => {
      lastKind.current = null;
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  const setFilters = useCallback(
    (patch: Partial<ProjectFilters>, kind: FilterChangeKind = "pick") => {
      const current = filtersRef.current;
      const next: ProjectFilters = { ...current, ...patch };
      if (patch.tags) next.tags = normalizeTags(patch.tags);
      if (sameFilters(next, current)) return;
      const replace = kind === "typing" && lastKind.current === "typing";
      lastKind.current = kind;
      filtersRef.current = next;
      const qs = serializeProjectFilters(next);
      navigate(qs ? `/projects?${qs}` : "/projects", { replace });
    },
    [navigate],
  );

  return { filters, setFilters };
}
