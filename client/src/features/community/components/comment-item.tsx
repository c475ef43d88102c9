import { useState } from "react";
import { Heart, MessageCircle } from "lucide-react";
import { toast } from "sonner";
import type { CommunityComment } from "@shared/api-types";
import { cn } from "@/lib/cn";
import { errorMessage } from "@/lib/api-client";
import { useCreateComment } from "../api/create-comment";
import { useDeleteComment } from "../api/delete-comment";
import { useReportComment } from "../api/report-comment";
import { useToggleCommentLike } from "../api/toggle-comment-like";
import { useUpdateComment } from "../api/update-comment";
import { isAuthFailure, useLoginRequired } from "../hooks/use-login-required";
import { AuthorAvatar, AuthorLine } from "./author-link";
import { CommentForm } from "./comment-form";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { ItemMenu } from "./item-menu";
import { ReportDialog } from "./report-dialog";

export interface CommentItemProps {
  comment: CommunityComment;
  postId: number;
  signedIn: boolean;
  /** Replies are not nested further: answering a reply answers its thread. */
  isReply?: boolean;
}

/** One comment with like, reply, edit, delete and report; a deleted one keeps its place for its replies. */
export function CommentItem({ comment, postId, signedIn, isReply = false }: CommentItemProps) {
  const [replying, setReplying] = useState(false);
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [reporting, setReporting] = useState(false);
  const loginRequired = useLoginRequired();
  const like = useToggleCommentLike();
  const reply = useCreateComment();
  const update = useUpdateComment();
  const remove = useDeleteComment();
  const report = useReportComment();

  const onLike = () => {
    if (!signedIn) return loginRequired("좋아요를 누르려면 로그인해주세요.");
    like.mutate(
      { id: comment.id, postId, isLiked: comment.isLiked, likeCount: comment.likeCount },
      {
        onError: (err) => (isAuthFailure(err) ? loginRequired("좋아요를 누르려면 로그인해주세요.") : toast.error("좋아요 처리 중 오류가 발생했습니다")),
      },
    );
  };

  const onReply = () => {
    if (!signedIn) return loginRequired("댓글을 작성하려면 로그인해주세요.");
    setReplying((r) => !r);
  };

  const sendReply = async (content: string) => {
    try {
      await reply.mutateAsync({ postId, content, parentId: comment.parentId ?? comment.id });
      setReplying(false);
      return true;
    } catch (err) {
      if (isAuthFailure(err)) loginRequired("댓글을 작성하려면 로그인해주세요.");
      else toast.error("댓글 작성 중 오류가 발생했습니다.");
      return false;
    }
  };

  const saveEdit = async (content: string) => {
    try {
      await update.mutateAsync({ id: comment.id, postId, content });
      setEditing(false);
      toast.success("댓글이 수정되었습니다.");
      return true;
    } catch (err) {
      if (isAuthFailure(err)) loginRequired();
      else toast.error("댓글 수정 중 오류가 발생했습니다.", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") });
      return false;
    }
  };

  const onDelete = () =>
    remove.mutate(
      { id: comment.id, postId },
      {
        onSuccess: () => {
          setConfirmDelete(false);
          toast.success("댓글이 삭제되었습니다.");
        },
        onError: (err) => toast.error("댓글 삭제 중 오류가 발생했습니다.", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") }),
      },
    );

  const onReport = (reason: string) =>
    report.mutate(
      { id: comment.id, postId, reason },
      {
        onSuccess: () => {
          setReporting(false);
          toast.success("신고가 접수되었습니다.", { description: "신고한 댓글은 더 이상 보이지 않습니다." });
        },
        onError: (err) =>
          isAuthFailure(err)
            ? loginRequired()
            : toast.error("신고 처리 중 오류가 발생했습니다.", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") }),
      },
    );

  return (
    <li className={cn("flex flex-col gap-2", isReply && "border-l-2 border-muted pl-3 sm:pl-4")} data-comment-id={comment.id}>
      {comment.isDeleted ? (
        <div className="flex items-center gap-2.5 py-1">
          <AuthorAvatar author={null} className="size-8 opacity-50" />
          <p className="text-sm text-muted-foreground italic">삭제된 댓글입니다</p>
        </div>
      ) : (
        <div className="flex flex-col gap-1.5">
          <div className="flex items-start justify-between gap-2">
            <AuthorLine author={comment.author} createdAt={comment.createdAt} compact suffix={comment.isEdited ? <span>· 수정됨</span> : null} />
            <ItemMenu
              subject="댓글"
              isOwner={comment.isOwner}
              onEdit={() => setEditing(true)}
              onDelete={() => setConfirmDelete(true)}
              onReport={() => (signedIn ? setReporting(true) : loginRequired("신고하려면 로그인해주세요."))}
            />
          </div>
          {editing ? (
            <CommentForm
              className="pl-10"
              label="댓글 수정"
              placeholder="댓글을 수정하세요"
              submitLabel="저장"
              initial={comment.content ?? ""}
              pending={update.isPending}
              autoFocus
              onSubmit={saveEdit}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <p className="pl-10 text-sm leading-relaxed break-words whitespace-pre-wrap">{comment.content}</p>
          )}
          <div className="flex items-center gap-1 pl-8">
            <button
              type="button"
              onClick={onLike}
              aria-pressed={comment.isLiked}
              aria-label={`댓글 좋아요 ${comment.likeCount}개`}
              className={cn(
                "inline-flex h-7 items-center gap-1 rounded-full px-2 text-xs font-medium outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring",
                comment.isLiked ? "text-rose-600" : "text-muted-foreground",
              )}
            >
              <Heart className={cn("size-3.5", comment.isLiked && "fill-current")} aria-hidden="true" />
              {comment.likeCount > 0 && <span className="tabular-nums">{comment.likeCount}</span>}
            </button>
            <button
              type="button"
              onClick={onReply}
              aria-expanded={replying}
              className="inline-flex h-7 items-center gap-1 rounded-full px-2 text-xs font-medium text-muted-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
            >
              <MessageCircle className="size-3.5" aria-hidden="true" />
              답글
            </button>
          </div>
        </div>
      )}

      {replying && (
        <CommentForm
          className="pl-10"
          label="답글 입력"
          placeholder="답글을 입력하세요"
          submitLabel="답글 등록"
          pending={reply.isPending}
          autoFocus
          onSubmit={sendReply}
          onCancel={() => setReplying(false)}
        />
      )}

      {comment.replies.length > 0 && (
        <ul className="ml-4 flex flex-col gap-3 sm:ml-10" aria-label="답글">
          {comment.replies.map((r) => (
            <CommentItem key={r.id} comment={r} postId={postId} signedIn={signedIn} isReply />
          ))}
        </ul>
      )}

      <ConfirmDeleteDialog open={confirmDelete} onOpenChange={setConfirmDelete} subject="댓글" pending={remove.isPending} onConfirm={onDelete} />
      <ReportDialog open={reporting} onOpenChange={setReporting} subject="댓글" pending={report.isPending} onSubmit={onReport} />
    </li>
  );
}
