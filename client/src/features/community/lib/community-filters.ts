import { POST_SORTS, POST_TYPES, type PostSort, type PostType } from "@shared/constants";
import type { PostListQuery } from "@shared/validators/community";
import { choiceField, defineUrlFilters, flagField, searchField, sortField, tagsField, type UrlFilterFields, type UrlFilterValues } from "@/lib/url-filters";

export type CommunitySort = PostSort;

/** 'all' (전체) or one post type. */
export type PostTypeFilter = "all" | PostType;

export const COMMUNITY_SORT_LABELS: Record<CommunitySort, string> = { newest: "최신순", popular: "인기순" };

/** The parameters of GET /api/community/posts that /community keeps in its address, in the address's order. */
const fields = {
  postType: choiceField<PostTypeFilter>(["all", ...POST_TYPES], "all"),
  sortBy: sortField(POST_SORTS, "newest"),
  search: searchField(),
  tags: tagsField(),
  /** Only posts of people the viewer follows (signed-in viewers only). */
  following: flagField(),
} satisfies UrlFilterFields<PostListQuery>;

/** The /community filters; the address bar is their source of truth. */
export type CommunityFilters = UrlFilterValues<typeof fields>;

export const communityFilters = defineUrlFilters("/community", fields);
