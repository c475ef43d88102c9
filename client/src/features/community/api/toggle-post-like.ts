import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { patchCachedPost } from "./get-posts";

/** POST /api/community/posts/{id}/like: toggles the viewer's like; 401 for guests. */
export function togglePostLike(id: number) {
  return api("POST /api/community/posts/{id}/like", { params: { id } });
}

export interface TogglePostLikeVars {
  id: number;
  /** The state shown when pressed, restored if the call fails. */
  isLiked: boolean;
  likeCount: number;
}

/**
 * Spec (section 4): the like flips at once in every cached copy of the post (feeds, dialog,
 * trending) and is rolled back when the call fails; the answer is the truth afterwards.
 */
export function useTogglePostLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: TogglePostLikeVars) => togglePostLike(id),
    onMutate: ({ id, isLiked, likeCount }) => {
      patchCachedPost(queryClient, id, (p) => ({ ...p, isLiked: !isLiked, likeCount: Math.max(0, likeCount + (isLiked ? -1 : 1)) }));
      return { isLiked, likeCount };
    },
    onError: (_err, { id }, previous) => {
      if (previous) patchCachedPost(queryClient, id, (p) => ({ ...p, ...previous }));
    },
    onSuccess: (answer, { id }) => patchCachedPost(queryClient, id, (p) => ({ ...p, ...answer })),
  });
}
