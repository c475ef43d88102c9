import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { communityPostsKey } from "./get-posts";

/** GET /api/community/posts/{id}: one post (the trending dialog). */
export function getPost(id: number) {
  return api("GET /api/community/posts/{id}", { params: { id } });
}

export function postQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...communityPostsKey, id] as const,
    queryFn: () => getPost(id),
  });
}

export function usePost(id: number | null) {
  return useQuery({ ...postQueryOptions(id ?? 0), enabled: id != null });
}
