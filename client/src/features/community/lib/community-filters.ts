import { FILTER_TAGS_MAX, POST_SORTS, POST_TYPES, SEARCH_TEXT_MAX, type PostSort, type PostType } from "@shared/constants";
import { sanitizeSearchText } from "@shared/search-tokens";

export type CommunitySort = PostSort;

/** 'all' (전체) or one post type. */
export type PostTypeFilter = "all" | PostType;

/** The /community filters; the address bar is their source of truth. */
export interface CommunityFilters {
  postType: PostTypeFilter;
  sortBy: CommunitySort;
  search: string;
  tags: string[];
  /** Only posts of people the viewer follows (signed-in viewers only). */
  following: boolean;
}

export const EMPTY_COMMUNITY_FILTERS: CommunityFilters = { postType: "all", sortBy: "newest", search: "", tags: [], following: false };

export const COMMUNITY_SORT_LABELS: Record<CommunitySort, string> = { newest: "최신순", popular: "인기순" };

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

/** Reads postType, sortBy, search, tags (comma list) and following; anything unknown falls back to the default. */
export function parseCommunityFilters(query: string): CommunityFilters {
  const params = new URLSearchParams(query);
  const type = params.get("postType");
  const sort = params.get("sortBy");
  return {
    postType: POST_TYPES.includes(type as PostType) ? (type as PostType) : "all",
    sortBy: POST_SORTS.includes(sort as CommunitySort) ? (sort as CommunitySort) : "newest",
    search: cleanSearchText(params.get("search") ?? ""),
    tags: normalizeTags(params.getAll("tags").flatMap((v) => v.split(","))),
    following: params.get("following") === "true",
  };
}

/** The query string (without '?'); defaults are left out so a clean feed has a clean address. */
export function serializeCommunityFilters(f: CommunityFilters): string {
  const params = new URLSearchParams();
  if (f.postType !== "all") params.set("postType", f.postType);
  if (f.sortBy !== "newest") params.set("sortBy", f.sortBy);
  if (f.search) params.set("search", f.search);
  if (f.tags.length) params.set("tags", f.tags.join(","));
  if (f.following) params.set("following", "true");
  return params.toString();
}

export function hasActiveCommunityFilters(f: CommunityFilters): boolean {
  return Boolean(f.postType !== "all" || f.search || f.tags.length || f.following);
}
