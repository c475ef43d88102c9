import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PostType } from "@shared/constants";
import type { CommunityPost } from "@shared/api-types";
import { apiUrl } from "@/lib/api";
import { sendForm } from "@/lib/upload";
import { communityPopularTagsQueryOptions } from "./get-community-popular-tags";
import { communityPostsKey } from "./get-posts";
import { trendingPostsQueryOptions } from "./get-trending-posts";

export interface CreatePostInput {
  content: string;
  postType: PostType;
  tags: string[];
  /** Sent as the multipart field `image` when present, with upload progress. */
  image?: File | null;
  onProgress?: (percent: number) => void;
}

/** POST /api/community/posts: multipart (the contract's body), tags as a JSON string, the image when there is one. */
export function createPost({ content, postType, tags, image, onProgress }: CreatePostInput): Promise<CommunityPost> {
  const form = new FormData();
  form.append("content", content);
  form.append("postType", postType);
  form.append("tags", JSON.stringify(tags));
  if (image) form.append("image", image);
  return sendForm<CommunityPost>("POST", apiUrl("POST /api/community/posts"), form, { onProgress });
}

/** A new post changes the feeds, the tag counts and possibly the trending card. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: communityPostsKey }),
        queryClient.invalidateQueries({ queryKey: communityPopularTagsQueryOptions().queryKey.slice(0, 1) }),
        queryClient.invalidateQueries({ queryKey: trendingPostsQueryOptions().queryKey }),
      ]);
    },
  });
}
