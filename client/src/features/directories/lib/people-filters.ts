import { FILTER_TAGS_MAX, SEARCH_TEXT_MAX } from "@shared/constants";
import { sanitizeSearchText } from "@shared/search-tokens";

/** Which directory: /artists or /producers. */
export type PeopleKind = "artist" | "producer";

/** Issue 15: artists can be ranked by credits both sides confirmed. */
export const ARTIST_SORTS = ["newest", "name", "experience", "verified"] as const;
/** Spec: producers can also be sorted by rating. */
export const PRODUCER_SORTS = ["newest", "name", "experience", "rating"] as const;
export type PeopleSort = (typeof PRODUCER_SORTS)[number] | "verified";

export const PEOPLE_SORT_LABELS: Record<PeopleSort, string> = {
  newest: "최신 가입순",
  name: "이름순",
  experience: "경력순",
  rating: "평점순",
  verified: "확인된 활동 많은순",
};

export function sortsFor(kind: PeopleKind): readonly PeopleSort[] {
  return kind === "artist" ? ARTIST_SORTS : PRODUCER_SORTS;
}

/** The directory filters; the address bar is their source of truth. */
export interface PeopleFilters {
  search: string;
  tags: string[];
  location: string;
  sortBy: PeopleSort;
}

export const DEFAULT_PEOPLE_SORT: PeopleSort = "newest";

export function cleanPeopleSearch(text: string): string {
  return sanitizeSearchText(text, SEARCH_TEXT_MAX).trim();
}

/** Trimmed, without blanks or (case-insensitive) duplicates, at most FILTER_TAGS_MAX. */
export function normalizePeopleTags(tags: string[]): string[] {
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

/** Reads search, tags (comma list), location and sortBy; a sort the directory lacks falls back to newest. */
export function parsePeopleFilters(query: string, kind: PeopleKind): PeopleFilters {
  const params = new URLSearchParams(query);
  const sort = params.get("sortBy") as PeopleSort | null;
  return {
    search: cleanPeopleSearch(params.get("search") ?? ""),
    tags: normalizePeopleTags(params.getAll("tags").flatMap((v) => v.split(","))),
    location: (params.get("location") ?? "").trim(),
    sortBy: sort && sortsFor(kind).includes(sort) ? sort : DEFAULT_PEOPLE_SORT,
  };
}

/** The query string (without '?'); empty filters and the default sort are left out. */
export function serializePeopleFilters(f: PeopleFilters): string {
  const params = new URLSearchParams();
  if (f.search) params.set("search", f.search);
  if (f.tags.length) params.set("tags", f.tags.join(","));
  if (f.location) params.set("location", f.location);
  if (f.sortBy !== DEFAULT_PEOPLE_SORT) params.set("sortBy", f.sortBy);
  return params.toString();
}

export function hasActivePeopleFilters(f: PeopleFilters): boolean {
  return Boolean(f.search || f.tags.length || f.location);
}

/** The API query: the same fields, tags as one comma list (spec), plus the page window; empty ones are left out. */
export function peopleApiQuery(f: PeopleFilters, offset: number, limit: number) {
  return { search: f.search, tags: f.tags.join(","), location: f.location, sortBy: f.sortBy, limit, offset };
}
