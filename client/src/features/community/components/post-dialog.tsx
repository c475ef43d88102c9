import { AlertCircle } from "lucide-react";
import type { CommunityPost } from "@shared/api-types";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { usePost } from "../api/get-post";
import { PostCard, PostCardSkeleton } from "./post-card";
import { excerpt } from "./trending-posts-card";

export interface PostDialogProps {
  /** The post to show (its list copy shows at once while the fresh one loads); null closes. */
  post: CommunityPost | null;
  signedIn: boolean;
  onClose: () => void;
}

/** One post with its comments open, in a dialog (from the trending card). */
export function PostDialog({ post, signedIn, onClose }: PostDialogProps) {
  const fresh = usePost(post?.id ?? null);
  const shown = fresh.data ?? post;
  return (
    <Dialog open={post !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="gap-0 p-0 sm:max-w-2xl sm:p-0">
        <DialogTitle className="sr-only">게시글 보기</DialogTitle>
        <DialogDescription className="sr-only">{shown ? excerpt(shown.content, 40) : "게시글"}</DialogDescription>
        {fresh.isError && !shown ? (
          <p role="alert" className="flex items-center gap-2 p-6 text-sm text-destructive">
            <AlertCircle className="size-4" aria-hidden="true" />
            게시글을 불러오지 못했습니다.
          </p>
        ) : shown ? (
          <PostCard
            key={shown.id}
            post={shown}
            signedIn={signedIn}
            defaultCommentsOpen
            onGone={onClose}
            headerInset
            className="rounded-none border-0 shadow-none"
          />
        ) : (
          <PostCardSkeleton />
        )}
      </DialogContent>
    </Dialog>
  );
}
