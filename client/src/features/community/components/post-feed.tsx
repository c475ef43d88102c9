import { useMemo } from "react";
import { AlertCircle, CheckCircle2, MessagesSquare, SearchX } from "lucide-react";
import type { CommunityPost } from "@shared/api-types";
import { LoadMoreSentinel } from "@/components/lists/load-more-sentinel";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import type { usePosts } from "../api/get-posts";
import { PostCard, PostCardSkeleton } from "./post-card";

/** Posts of every loaded page without repeats (offset pages overlap when posts are added meanwhile). */
function flattenPosts(pages: Array<{ items: CommunityPost[] }> | undefined): CommunityPost[] {
  const seen = new Set<number>();
  const out: CommunityPost[] = [];
  for (const page of pages ?? []) {
    for (const p of page.items) {
      if (seen.has(p.id)) continue;
      seen.add(p.id);
      out.push(p);
    }
  }
  return out;
}

export interface PostFeedProps {
  query: ReturnType<typeof usePosts>;
  signedIn: boolean;
  filtered: boolean;
  following: boolean;
  onClearFilters: () => void;
  onTagClick: (tag: string) => void;
}

/** The infinite feed: skeletons, error, empty state, posts, the sentinel, 더 보기 and the end line. */
export function PostFeed({ query, signedIn, filtered, following, onClearFilters, onTagClick }: PostFeedProps) {
  const { data, isPending, isError, error, refetch, isRefetching, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError, isPlaceholderData } = query;
  const posts = useMemo(() => flattenPosts(data?.pages), [data]);
  const pageCount = data?.pages.length ?? 0;

  if (isPending) {
    return (
      <div className="flex flex-col gap-4">
        {Array.from({ length: 3 }, (_, i) => (
          <PostCardSkeleton key={i} />
        ))}
      </div>
    );
  }

  if (isError && !data) {
    return (
      <div role="alert" className="rounded-xl border border-destructive/20 bg-destructive/5">
        <EmptyState
          icon={<AlertCircle className="text-destructive" />}
          title="게시글을 불러오지 못했습니다"
          description={errorMessage(error, "네트워크 연결을 확인한 뒤 다시 시도해 주세요.")}
          action={
            <Button variant="outline" onClick={() => void refetch()} disabled={isRefetching}>
              {isRefetching && <Spinner />}
              다시 시도
            </Button>
          }
        />
      </div>
    );
  }

  if (posts.length === 0) {
    return (
      <div className="rounded-xl border border-dashed bg-card">
        <EmptyState
          icon={filtered ? <SearchX /> : <MessagesSquare />}
          title={following && !filtered ? "팔로우한 사람의 게시글이 아직 없습니다" : filtered ? "조건에 맞는 게시글이 없습니다" : "아직 게시글이 없습니다"}
          description={filtered ? "검색어를 바꾸거나 필터를 줄여 보세요." : "첫 번째 이야기를 남겨 보세요."}
          action={
            filtered ? (
              <Button variant="outline" onClick={onClearFilters}>
                필터 초기화
              </Button>
            ) : undefined
          }
        />
      </div>
    );
  }

  const loadMore = () => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  };

  return (
    <div className="flex flex-col gap-6">
      <ul className={cn("flex flex-col gap-4 transition-opacity", isPlaceholderData && "pointer-events-none opacity-60")} aria-busy={isPlaceholderData || undefined} aria-label="게시글 목록">
        {posts.map((post) => (
          <li key={post.id} className="min-w-0">
            <PostCard post={post} signedIn={signedIn} onTagClick={onTagClick} />
          </li>
        ))}
      </ul>
      {hasNextPage ? (
        <div className="flex flex-col items-center gap-3">
          <LoadMoreSentinel onVisible={loadMore} disabled={isPlaceholderData || isFetchNextPageError} resetKey={pageCount} />
          {isFetchingNextPage ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
              <Spinner />
              게시글을 더 불러오는 중...
            </p>
          ) : isFetchNextPageError ? (
            <div className="flex flex-col items-center gap-2" role="alert">
              <p className="text-sm text-destructive">다음 게시글을 불러오지 못했습니다.</p>
              <Button variant="outline" onClick={() => void fetchNextPage()}>
                다시 시도
              </Button>
            </div>
          ) : (
            <Button variant="outline" onClick={loadMore} className="min-w-40 rounded-full">
              더 보기
            </Button>
          )}
        </div>
      ) : (
        <p className="flex items-center justify-center gap-2 py-4 text-sm text-muted-foreground">
          <CheckCircle2 className="size-4" aria-hidden="true" />
          모든 게시글을 확인했습니다
        </p>
      )}
    </div>
  );
}
