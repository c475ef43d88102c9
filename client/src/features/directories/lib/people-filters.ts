import { GENDERS, HEIGHT_CM_MAX, HEIGHT_CM_MIN, PLAYING_AGE_MAX, PLAYING_AGE_MIN, type Gender } from "@shared/constants";
import type { PeopleListQuery } from "@shared/validators/profiles";
import {
  choiceField,
  defineUrlFilters,
  searchField,
  sortField,
  tagsField,
  textField,
  type UrlFilterField,
  type UrlFilterFields,
  type UrlFilters,
  type UrlFilterValues,
} from "@/lib/url-filters";

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

/**
 * A whole number from `min` to `max`, kept as the address writes it; anything else reads as not set (as
 * the other fields forgive a hand-edited address). The server checks the same range.
 */
function wholeNumberField(min: number, max: number): UrlFilterField<string> {
  const ok = (v: string) => /^\d{1,3}$/.test(v) && Number(v) >= min && Number(v) <= max;
  return {
    empty: "",
    narrows: true,
    read: (p, key) => {
      const v = (p.get(key) ?? "").trim();
      return ok(v) ? String(Number(v)) : "";
    },
    write: (p, key, v) => p.set(key, v),
    normalize: (v) => (ok(v) ? String(Number(v)) : ""),
    isEmpty: (v) => !v,
  };
}

/** The parameters of GET /api/artists and /api/producers kept in a directory's address, in its order. */
const fieldsFor = (sorts: readonly PeopleSort[]) =>
  ({
    search: searchField(),
    tags: tagsField(),
    location: textField(),
    sortBy: sortField(sorts, "newest"),
    // Performer filters (issue 31); the artist directory shows them.
    gender: choiceField<Gender | "">(GENDERS, ""),
    heightMin: wholeNumberField(HEIGHT_CM_MIN, HEIGHT_CM_MAX),
    heightMax: wholeNumberField(HEIGHT_CM_MIN, HEIGHT_CM_MAX),
    ageMin: wholeNumberField(PLAYING_AGE_MIN, PLAYING_AGE_MAX),
    ageMax: wholeNumberField(PLAYING_AGE_MIN, PLAYING_AGE_MAX),
  }) satisfies UrlFilterFields<PeopleListQuery>;

/** The directory filters; the address bar is their source of truth. */
export type PeopleFilters = UrlFilterValues<ReturnType<typeof fieldsFor>>;

/** The address filters of each directory: a sort the directory lacks falls back to newest. */
export const peopleFilters: Record<PeopleKind, UrlFilters<PeopleFilters>> = {
  artist: defineUrlFilters("/artists", fieldsFor(ARTIST_SORTS)),
  producer: defineUrlFilters("/producers", fieldsFor(PRODUCER_SORTS)),
};

/** The API query: the same fields, tags as one comma list (spec), plus the page window; empty ones are left out. */
export function peopleApiQuery(f: PeopleFilters, offset: number, limit: number) {
  return {
    search: f.search,
    tags: f.tags.join(","),
    location: f.location,
    sortBy: f.sortBy,
    gender: f.gender || undefined,
    heightMin: f.heightMin || undefined,
    heightMax: f.heightMax || undefined,
    ageMin: f.ageMin || undefined,
    ageMax: f.ageMax || undefined,
    limit,
    offset,
  };
}
