import { useLayoutEffect, useRef, useState } from "react";
import { Eye, Heart, ImageOff, MessageCircle } from "lucide-react";
import { toast } from "sonner";
import type { CommunityPost } from "@shared/api-types";
import { postTypeLabel } from "@shared/labels";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useDeletePost } from "../api/delete-post";
import { useReportPost } from "../api/report-post";
import { useTogglePostLike } from "../api/toggle-post-like";
import { isAuthFailure, useLoginRequired } from "../hooks/use-login-required";
import { AuthorLine } from "./author-link";
import { CommentSection } from "./comment-section";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { ItemMenu } from "./item-menu";
import { PostEditDialog } from "./post-edit-dialog";
import { ReportDialog } from "./report-dialog";

const TYPE_STYLES: Record<string, string> = {
  general: "bg-slate-100 text-slate-700",
  work: "bg-violet-100 text-violet-700",
  info: "bg-sky-100 text-sky-700",
  question: "bg-amber-100 text-amber-800",
  recruitment: "bg-emerald-100 text-emerald-700",
};

export function PostTypeBadge({ postType }: { postType: CommunityPost["postType"] }) {
  return (
    <span className={cn("inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold", TYPE_STYLES[postType] ?? TYPE_STYLES.general)}>
      {postTypeLabel[postType] ?? postTypeLabel.general}
    </span>
  );
}

/** Long posts are folded to a few lines with 더 보기. */
function PostContent({ content }: { content: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const el = ref.current;
    if (el && !expanded) setOverflows(el.scrollHeight > el.clientHeight + 2);
  }, [content, expanded]);

  return (
    <div>
      <p ref={ref} className={cn("text-[15px] leading-relaxed break-words whitespace-pre-wrap", !expanded && "line-clamp-6")}>
        {content}
      </p>
      {(overflows || expanded) && (
        <button
          type="button"
          onClick={() => setExpanded((e) => !e)}
          className="mt-1 rounded-sm text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          {expanded ? "접기" : "더 보기"}
        </button>
      )}
    </div>
  );
}

function PostImage({ post }: { post: CommunityPost }) {
  const [src, setSrc] = useState(post.thumbnailUrl ?? post.imageUrl);
  const [broken, setBroken] = useState(false);
  if (!post.imageUrl) return null;
  if (broken) {
    return (
      <div className="flex aspect-[16/9] items-center justify-center gap-2 rounded-lg bg-muted text-sm text-muted-foreground">
        <ImageOff className="size-5" aria-hidden="true" />
        이미지를 불러올 수 없습니다
      </div>
    );
  }
  return (
    <a
      href={post.imageUrl}
      target="_blank"
      rel="noreferrer"
      className="block overflow-hidden rounded-lg border bg-muted outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <img
        src={src ?? undefined}
        alt="게시글 첨부 이미지"
        loading="lazy"
        decoding="async"
        className="max-h-[28rem] w-full object-cover"
        onError={() => (src !== post.imageUrl ? setSrc(post.imageUrl) : setBroken(true))}
      />
    </a>
  );
}

export interface PostCardProps {
  post: CommunityPost;
  signedIn: boolean;
  /** Open the comments at once (the trending dialog). */
  defaultCommentsOpen?: boolean;
  /** A tag pressed on the card becomes a feed filter. */
  onTagClick?: (tag: string) => void;
  /** Called after the post was deleted or reported (the dialog closes). */
  onGone?: () => void;
  /** Keeps the header clear of a dialog's close button. */
  headerInset?: boolean;
  className?: string;
}

/** A post of the feed: author, type, content, image, tags, likes, comments and its ⋯ menu. */
export function PostCard({ post, signedIn, defaultCommentsOpen = false, onTagClick, onGone, headerInset = false, className }: PostCardProps) {
  const [commentsOpen, setCommentsOpen] = useState(defaultCommentsOpen);
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [reporting, setReporting] = useState(false);
  const loginRequired = useLoginRequired();
  const like = useTogglePostLike();
  const remove = useDeletePost();
  const report = useReportPost();

  const onLike = () => {
    if (!signedIn) return loginRequired("좋아요를 누르려면 로그인해주세요.");
    like.mutate(
      { id: post.id, isLiked: post.isLiked, likeCount: post.likeCount },
      { onError: (err) => (isAuthFailure(err) ? loginRequired("좋아요를 누르려면 로그인해주세요.") : toast.error("좋아요 처리 중 오류가 발생했습니다")) },
    );
  };

  const onDelete = () =>
    remove.mutate(post.id, {
      onSuccess: () => {
        setConfirmDelete(false);
        toast.success("게시글이 삭제되었습니다.");
        onGone?.();
      },
      onError: (err) => toast.error("게시글 삭제 중 오류가 발생했습니다.", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") }),
    });

  const onReport = (reason: string) =>
    report.mutate(
      { id: post.id, reason },
      {
        onSuccess: () => {
          setReporting(false);
          toast.success("신고가 접수되었습니다.", { description: "신고한 게시글은 더 이상 보이지 않습니다." });
          onGone?.();
        },
        onError: (err) =>
          isAuthFailure(err)
            ? loginRequired()
            : toast.error("신고 처리 중 오류가 발생했습니다.", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") }),
      },
    );

  const edited = post.updatedAt && post.createdAt && new Date(post.updatedAt).getTime() - new Date(post.createdAt).getTime() > 60_000;

  return (
    <article
      className={cn("overflow-hidden rounded-xl border bg-card shadow-xs", className)}
      aria-label={`${postTypeLabel[post.postType] ?? ""} 게시글`}
      data-post-id={post.id}
    >
      <div className="flex flex-col gap-3 p-4 sm:p-5">
        <header className={cn("flex items-start justify-between gap-2", headerInset && "pr-8")}>
          <AuthorLine author={post.author} createdAt={post.createdAt} suffix={edited ? <span>· 수정됨</span> : null} />
          <div className="flex shrink-0 items-center gap-1">
            <PostTypeBadge postType={post.postType} />
            <ItemMenu
              subject="게시글"
              isOwner={post.isOwner}
              onEdit={() => setEditing(true)}
              onDelete={() => setConfirmDelete(true)}
              onReport={() => (signedIn ? setReporting(true) : loginRequired("신고하려면 로그인해주세요."))}
            />
          </div>
        </header>

        <PostContent content={post.content} />
        <PostImage key={post.imageUrl} post={post} />

        {post.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="태그">
            {post.tags.map((tag) => (
              <li key={tag}>
                {onTagClick ? (
                  <button
                    type="button"
                    onClick={() => onTagClick(tag)}
                    className="rounded-full bg-primary/5 px-2.5 py-1 text-xs font-medium text-primary outline-none hover:bg-primary/10 focus-visible:ring-2 focus-visible:ring-ring"
                    aria-label={`${tag} 태그로 거르기`}
                  >
                    #{tag}
                  </button>
                ) : (
                  <span className="rounded-full bg-primary/5 px-2.5 py-1 text-xs font-medium text-primary">#{tag}</span>
                )}
              </li>
            ))}
          </ul>
        )}

        <div className="-mb-2 flex items-center gap-1 border-t pt-2 [&>button:first-child]:-ml-3">
          <button
            type="button"
            onClick={onLike}
            aria-pressed={post.isLiked}
            aria-label={`좋아요 ${post.likeCount}개`}
            className={cn(
              "inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium transition-colors outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring",
              post.isLiked ? "text-rose-600" : "text-muted-foreground",
            )}
          >
            <Heart className={cn("size-[18px] transition-transform", post.isLiked && "scale-110 fill-current")} aria-hidden="true" />
            <span className="tabular-nums" data-testid="like-count">
              {post.likeCount}
            </span>
          </button>
          <button
            type="button"
            onClick={() => setCommentsOpen((o) => !o)}
            aria-expanded={commentsOpen}
            aria-label={`댓글 ${post.commentCount}개`}
            className={cn(
              "inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium transition-colors outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring",
              commentsOpen ? "text-primary" : "text-muted-foreground",
            )}
          >
            <MessageCircle className="size-[18px]" aria-hidden="true" />
            <span className="tabular-nums" data-testid="comment-count">
              {post.commentCount}
            </span>
          </button>
          <span className="ml-auto inline-flex items-center gap-1 px-2 text-xs text-muted-foreground">
            <Eye className="size-4" aria-hidden="true" />
            <span className="tabular-nums" aria-hidden="true">
              {post.viewCount.toLocaleString("ko-KR")}
            </span>
            <span className="sr-only">조회 {post.viewCount.toLocaleString("ko-KR")}회</span>
          </span>
        </div>
      </div>

      {commentsOpen && <CommentSection postId={post.id} signedIn={signedIn} />}

      {post.isOwner && <PostEditDialog post={post} open={editing} onOpenChange={setEditing} />}
      <ConfirmDeleteDialog open={confirmDelete} onOpenChange={setConfirmDelete} subject="게시글" pending={remove.isPending} onConfirm={onDelete} />
      <ReportDialog open={reporting} onOpenChange={setReporting} subject="게시글" pending={report.isPending} onSubmit={onReport} />
    </article>
  );
}

export function PostCardSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:p-5" aria-hidden="true">
      <div className="flex items-center gap-2.5">
        <div className="size-10 animate-pulse rounded-full bg-muted" />
        <div className="flex flex-col gap-1.5">
          <div className="h-4 w-24 animate-pulse rounded bg-muted" />
          <div className="h-3 w-16 animate-pulse rounded bg-muted" />
        </div>
      </div>
      <div className="h-4 w-full animate-pulse rounded bg-muted" />
      <div className="h-4 w-4/5 animate-pulse rounded bg-muted" />
      <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
    </div>
  );
}
