import { useState } from "react";
import { Link } from "wouter";
import { AlertCircle, LogIn } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useCreateComment } from "../api/create-comment";
import { useComments } from "../api/get-comments";
import { isAuthFailure, useLoginRequired } from "../hooks/use-login-required";
import { CommentForm } from "./comment-form";
import { CommentItem } from "./comment-item";

/** Spec: comments show the first 3 with a show-more control. */
const FIRST_COMMENTS = 3;

/** The thread under a post: first 3 comments, 더 보기, replies, and the box for a new comment. */
export function CommentSection({ postId, signedIn }: { postId: number; signedIn: boolean }) {
  const comments = useComments(postId);
  const create = useCreateComment();
  const loginRequired = useLoginRequired();
  const [showAll, setShowAll] = useState(false);

  const send = async (content: string) => {
    try {
      await create.mutateAsync({ postId, content });
      return true;
    } catch (err) {
      if (isAuthFailure(err)) loginRequired("댓글을 작성하려면 로그인해주세요.");
      else toast.error("댓글 작성 중 오류가 발생했습니다.");
      return false;
    }
  };

  const list = comments.data ?? [];
  const shown = showAll ? list : list.slice(0, FIRST_COMMENTS);
  const hidden = list.length - shown.length;

  return (
    <section aria-label="댓글" className="flex flex-col gap-4 border-t bg-muted/30 px-4 py-4 sm:px-5">
      {signedIn ? (
        <CommentForm label="댓글 입력" placeholder="댓글을 남겨 보세요" submitLabel="댓글 등록" pending={create.isPending} onSubmit={send} />
      ) : (
        <Button asChild variant="outline" className="w-full justify-center bg-background">
          <Link href="/auth">
            <LogIn aria-hidden="true" />
            로그인하고 댓글 남기기
          </Link>
        </Button>
      )}

      {comments.isPending ? (
        <div className="flex flex-col gap-3" aria-hidden="true">
          {Array.from({ length: 2 }, (_, i) => (
            <div key={i} className="flex gap-2.5">
              <Skeleton className="size-8 rounded-full" />
              <div className="flex flex-1 flex-col gap-1.5">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-4 w-3/4" />
              </div>
            </div>
          ))}
        </div>
      ) : comments.isError ? (
        <div role="alert" className="flex items-center justify-between gap-2 text-sm text-destructive">
          <span className="flex items-center gap-1.5">
            <AlertCircle className="size-4" aria-hidden="true" />
            댓글을 불러오지 못했습니다.
          </span>
          <Button variant="outline" size="sm" onClick={() => void comments.refetch()}>
            다시 시도
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p className="py-2 text-center text-sm text-muted-foreground">아직 댓글이 없습니다. 첫 댓글을 남겨 보세요.</p>
      ) : (
        <>
          <ul className="flex flex-col gap-4">
            {shown.map((c) => (
              <CommentItem key={c.id} comment={c} postId={postId} signedIn={signedIn} />
            ))}
          </ul>
          {(hidden > 0 || showAll) && list.length > FIRST_COMMENTS && (
            <Button variant="ghost" size="sm" className="self-start text-muted-foreground" onClick={() => setShowAll((s) => !s)} aria-expanded={showAll}>
              {showAll ? "댓글 접기" : `댓글 ${hidden}개 더 보기`}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
