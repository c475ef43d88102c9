import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PostType } from "@shared/constants";
import { api } from "@/lib/api";
import { patchCachedPost } from "./get-posts";

export interface UpdatePostInput {
  id: number;
  content: string;
  postType: PostType;
  tags: string[];
}

/** PATCH /api/community/posts/{id}: the owner changes content, type or tags. */
export function updatePost({ id, ...body }: UpdatePostInput) {
  return api("PATCH /api/community/posts/{id}", { params: { id }, body });
}

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    onSuccess: (post) => patchCachedPost(queryClient, post.id, (p) => ({ ...p, ...post })),
  });
}
