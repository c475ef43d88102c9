import { useCallback, useEffect, useMemo, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import type { FilterChangeKind, UrlFilters } from "./url-filters";

/**
 * A list page's filters, read from and written to the address bar (declared with defineUrlFilters). Each
 * change is a new history entry so the back button restores the previous filters; while the user keeps
 * typing, the entry of the search they started is replaced instead, so one back undoes the whole search
 * and not one word at a time. Reads nothing from `window` while rendering (the server renders /projects).
 */
export function useUrlFilters<V>(spec: UrlFilters<V>) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = useMemo(() => spec.parse(search), [spec, search]);
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
    (patch: Partial<V>, kind: FilterChangeKind = "pick") => {
      const current = filtersRef.current;
      const next = spec.apply(current, patch);
      if (spec.serialize(next) === spec.serialize(current)) return;
      const replace = kind === "typing" && lastKind.current === "typing";
      lastKind.current = kind;
      filtersRef.current = next;
      navigate(spec.href(next), { replace });
    },
    [navigate, spec],
  );

  return { filters, setFilters };
}
