import { Flame, Heart, MessageCircle } from "lucide-react";
import type { CommunityPost } from "@shared/api-types";
import { Skeleton } from "@/components/ui/skeleton";
import { displayName } from "@/lib/format";
import { useTrendingPosts } from "../api/get-trending-posts";
import { PostTypeBadge } from "./post-card";
import { SidebarCard } from "./sidebar-card";

/** Spec: trending posts show 80 characters of content each. */
const EXCERPT = 80;

export function excerpt(text: string, max = EXCERPT): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const chars = Array.from(flat);
  // Trailing punctuation before the ellipsis would read as "요.…".
  return chars.length > max
    ? `${chars
        .slice(0, max)
        .join("")
        .replace(/[\s.,!?…·]+$/u, "")}…`
    : flat;
}

/** The 3 trending posts; each opens in a dialog. */
export function TrendingPostsCard({ onOpen }: { onOpen: (post: CommunityPost) => void }) {
  const trending = useTrendingPosts();
  const posts = trending.data ?? [];
  return (
    <SidebarCard icon={<Flame />} title="지금 뜨는 글">
      {trending.isPending ? (
        <div className="flex flex-col gap-3" aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : trending.isError ? (
        <p className="text-sm text-muted-foreground">인기 게시글을 불러오지 못했습니다.</p>
      ) : posts.length === 0 ? (
        <p className="text-sm text-muted-foreground">아직 인기 게시글이 없습니다.</p>
      ) : (
        <ol className="flex flex-col gap-1">
          {posts.slice(0, 3).map((post, i) => (
            <li key={post.id}>
              <button
                type="button"
                onClick={() => onOpen(post)}
                className="-mx-2 flex w-[calc(100%+1rem)] gap-3 rounded-lg p-2 text-left transition-colors outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="w-4 shrink-0 pt-0.5 text-sm font-bold text-primary tabular-nums" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="text-sm leading-snug break-words">{excerpt(post.content)}</span>
                  <span className="flex items-center gap-2 text-xs text-muted-foreground">
                    <PostTypeBadge postType={post.postType} />
                    <span className="truncate">{displayName(post.author)}</span>
                    <span className="ml-auto flex shrink-0 items-center gap-2">
                      <span className="flex items-center gap-0.5">
                        <Heart className="size-3" aria-hidden="true" />
                        <span aria-hidden="true">{post.likeCount}</span>
                        <span className="sr-only">좋아요 {post.likeCount}개</span>
                      </span>
                      <span className="flex items-center gap-0.5">
                        <MessageCircle className="size-3" aria-hidden="true" />
                        <span aria-hidden="true">{post.commentCount}</span>
                        <span className="sr-only">댓글 {post.commentCount}개</span>
                      </span>
                    </span>
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </SidebarCard>
  );
}
