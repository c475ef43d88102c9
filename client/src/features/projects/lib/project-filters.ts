import { FILTER_TAGS_MAX, PROJECT_SORTS, SEARCH_TEXT_MAX } from "@shared/constants";
import { sanitizeSearchText } from "@shared/search-tokens";

export type ProjectSort = (typeof PROJECT_SORTS)[number];

/** The /projects filters; the address bar is their source of truth. */
export interface ProjectFilters {
  search: string;
  tags: string[];
  location: string;
  /** A producer's user id (from ?producer=, e.g. a profile's "their projects" link). */
  producer: string;
  sortBy: ProjectSort;
}

export const DEFAULT_SORT: ProjectSort = "newest";

export const EMPTY_FILTERS: ProjectFilters = { search: "", tags: [], location: "", producer: "", sortBy: DEFAULT_SORT };

export const SORT_LABELS: Record<ProjectSort, string> = {
  newest: "최신순",
  deadline: "마감임박순",
  budget: "예산순",
};

export function cleanSearchText(text: string): string {
  return sanitizeSearchText(text, SEARCH_TEXT_MAX).trim();
}

/** Trimmed, without blanks or (case-insensitive) duplicates, at most FILTER_TAGS_MAX. */
export function normalizeTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out.slice(0, FILTER_TAGS_MAX);
}

/**
 * Reads search, tags (a comma list; repeated ?tags= are accepted too), location, producer and
 * sortBy from a query string. Anything the server would refuse is dropped or cut, not passed on.
 */
export function parseProjectFilters(query: string): ProjectFilters {
  const params = new URLSearchParams(query);
  const sort = params.get("sortBy");
  return {
    search: cleanSearchText(params.get("search") ?? ""),
    tags: normalizeTags(params.getAll("tags").flatMap((v) => v.split(","))),
    location: (params.get("location") ?? "").trim(),
    producer: (params.get("producer") ?? "").trim(),
    sortBy: PROJECT_SORTS.includes(sort as ProjectSort) ? (sort as ProjectSort) : DEFAULT_SORT,
  };
}

/** The query string for the address bar (without '?'); empty filters and the default sort are left out. */
export function serializeProjectFilters(f: ProjectFilters): string {
  const params = new URLSearchParams();
  if (f.search) params.set("search", f.search);
  if (f.tags.length) params.set("tags", f.tags.join(","));
  if (f.location) params.set("location", f.location);
  if (f.producer) params.set("producer", f.producer);
  if (f.sortBy !== DEFAULT_SORT) params.set("sortBy", f.sortBy);
  return params.toString();
}

export function hasActiveFilters(f: ProjectFilters): boolean {
  return Boolean(f.search || f.tags.length || f.location || f.producer);
}

export function sameFilters(a: ProjectFilters, b: ProjectFilters): boolean {
  return serializeProjectFilters(a) === serializeProjectFilters(b);
}
