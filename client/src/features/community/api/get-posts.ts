import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, type InfiniteData, type QueryClient } from "@tanstack/react-query";
import { PAGE_SIZE } from "@shared/constants";
import type { CommunityPost, CommunityPostPage } from "@shared/api-types";
import { api } from "@/lib/api";
import type { CommunityFilters } from "../lib/community-filters";

/** One page of GET /api/community/posts; tags go as one comma list. */
export function getPosts(filters: CommunityFilters, offset = 0, limit: number = PAGE_SIZE.posts) {
  return api("GET /api/community/posts", {
    query: {
      postType: filters.postType !== "all" ? filters.postType : undefined,
      sortBy: filters.sortBy,
      search: filters.search,
      tags: filters.tags.join(","),
      following: filters.following ? "true" : undefined,
      limit,
      offset,
    },
  });
}

/**
 * The prefix of every community post key (feeds and single posts): invalidating it refreshes the
 * feed, the post dialog and the counts at once.
 */
export const communityPostsKey = ["/api/community/posts"] as const;

export function postsInfiniteQueryOptions(filters: CommunityFilters) {
  const key = { postType: filters.postType, sortBy: filters.sortBy, search: filters.search, tags: filters.tags, following: filters.following };
  return infiniteQueryOptions({
    queryKey: [...communityPostsKey, "list", key] as const,
    queryFn: ({ pageParam }) => getPosts(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: CommunityPostPage, pages: CommunityPostPage[]) =>
      last.hasMore && last.items.length > 0 ? pages.reduce((n, p) => n + p.items.length, 0) : undefined,
  });
}

export function usePosts(filters: CommunityFilters) {
  return useInfiniteQuery({ ...postsInfiniteQueryOptions(filters), placeholderData: keepPreviousData });
}

/** The key every feed shares (without filters), for cache-wide updates of one post. */
export const postListsKey = [...communityPostsKey, "list"] as const;

type FeedData = InfiniteData<CommunityPostPage, number>;

/**
 * Applies `update` to one post wherever it is cached: in every feed page and in its own entry.
 * Returning null removes it from the feeds (deleted, or reported by the viewer).
 */
export function patchCachedPost(queryClient: QueryClient, postId: number, update: (p: CommunityPost) => CommunityPost | null) {
  queryClient.setQueriesData<FeedData>({ queryKey: postListsKey }, (data) => {
    if (!data) return data;
    let changed = false;
    const pages = data.pages.map((page) => {
      if (!page.items.some((p) => p.id === postId)) return page;
      changed = true;
      const items: CommunityPost[] = [];
      for (const p of page.items) {
        if (p.id !== postId) items.push(p);
        else {
          const next = update(p);
          if (next) items.push(next);
        }
      }
      return { ...page, items, total: page.total - (page.items.length - items.length) };
    });
    return changed ? { ...data, pages } : data;
  });
  queryClient.setQueryData<CommunityPost>([...communityPostsKey, postId], (p) => (p ? (update(p) ?? p) : p));
  queryClient.setQueryData<CommunityPost[]>(["/api/community/trending-posts"], (list) => {
    if (!list || !list.some((p) => p.id === postId)) return list;
    const out: CommunityPost[] = [];
    for (const p of list) {
      if (p.id !== postId) out.push(p);
      else {
        const next = update(p);
        if (next) out.push(next);
      }
    }
    return out;
  });
}
