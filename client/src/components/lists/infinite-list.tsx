import { useMemo, type ReactNode } from "react";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { AlertCircle, CheckCircle2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { LoadMoreSentinel } from "./load-more-sentinel";

/** One page of an offset-paged list endpoint (projects, posts, people). */
export interface ListPage<T> {
  items: T[];
  /** Matches, counted up to SEARCH_COUNT_CAP. */
  total: number;
  /** True when there are more matches than SEARCH_COUNT_CAP ("1,000개 이상"). */
  totalCapped?: boolean;
}

export type InfiniteListQuery<T> = UseInfiniteQueryResult<InfiniteData<ListPage<T>, unknown>, Error>;

/** Items of every loaded page without repeats (offset pages overlap when items are added meanwhile). */
export function flattenPages<T>(pages: Array<{ items: T[] }> | undefined, keyOf: (item: T) => string | number): T[] {
  const seen = new Set<string | number>();
  const out: T[] = [];
  for (const page of pages ?? []) {
    for (const item of page.items) {
      const key = keyOf(item);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(item);
    }
  }
  return out;
}

export interface ListCountProps {
  query: InfiniteListQuery<unknown>;
  /** The sentence around the number: `count` is the bold figure, `capped` says it stopped counting. */
  children: (count: ReactNode, capped: boolean) => ReactNode;
  className?: string;
  skeletonClassName?: string;
}

/** The list's total, read out when it changes; a placeholder while the first page loads, nothing after an error. */
export function ListCount({ query, children, className, skeletonClassName }: ListCountProps) {
  const first = query.data?.pages[0];
  const total = first?.total ?? null;
  return (
    // min-w-0 and max-w-full: beside a row of controls on a phone, the loading bar gives way instead of
    // widening the page (the walk saw /projects 459 px wide at 375 while the count was still loading).
    <div className={cn("min-w-0 text-sm text-muted-foreground", className)} aria-live="polite" aria-atomic="true">
      {total == null ? (
        query.isError ? null : (
          <Skeleton className={cn("h-5 max-w-full", skeletonClassName)} />
        )
      ) : (
        children(<strong className="font-bold text-foreground">{total.toLocaleString("ko-KR")}</strong>, first?.totalCapped ?? false)
      )}
    </div>
  );
}

export interface InfiniteListProps<T> {
  query: InfiniteListQuery<T>;
  keyOf: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /** Shown while the first page loads. */
  skeleton: ReactNode;
  /** Classes of the <ul> (a grid, or a column). */
  listClassName: string;
  listLabel?: string;
  className?: string;
  empty: { icon: ReactNode; title: string; description: string };
  /** Offered in the empty state ("필터 초기화") when the list is filtered. */
  onClearFilters?: () => void;
  texts: {
    /** The first page failed. */
    error: string;
    loadingMore: string;
    /** A next page failed. */
    nextPageError: string;
    /** Every page is loaded. */
    end: string;
  };
  loadMoreSize?: "default" | "lg";
}

/**
 * The body of an infinite list: skeleton, error with retry, empty state, the items (dimmed while other
 * filters load), the sentinel that loads the next page before the end shows, 더 보기, and the end line.
 */
export function InfiniteList<T>({
  query,
  keyOf,
  renderItem,
  skeleton,
  listClassName,
  listLabel,
  className,
  empty,
  onClearFilters,
  texts,
  loadMoreSize,
}: InfiniteListProps<T>) {
  const { data, isPending, isError, error, refetch, isRefetching, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError, isPlaceholderData } =
    query;
  const items = useMemo(() => flattenPages(data?.pages, keyOf), [data, keyOf]);
  const pageCount = data?.pages.length ?? 0;

  if (isPending) return skeleton;

  if (isError && !data) {
    return (
      <div role="alert" className="rounded-xl border border-destructive/20 bg-destructive/5">
        <EmptyState
          icon={<AlertCircle className="text-destructive" />}
          title={texts.error}
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

  if (items.length === 0) {
    return (
      <div className="rounded-xl border border-dashed bg-card">
        <EmptyState
          icon={empty.icon}
          title={empty.title}
          description={empty.description}
          action={
            onClearFilters ? (
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
    <div className={cn("flex flex-col gap-8", className)}>
      <ul
        className={cn(listClassName, "transition-opacity", isPlaceholderData && "pointer-events-none opacity-60")}
        aria-busy={isPlaceholderData || undefined}
        aria-label={listLabel}
      >
        {items.map((item, i) => (
          <li key={keyOf(item)} className="min-w-0">
            {renderItem(item, i)}
          </li>
        ))}
      </ul>

      {hasNextPage ? (
        <div className="flex flex-col items-center gap-3">
          <LoadMoreSentinel onVisible={loadMore} disabled={isPlaceholderData || isFetchNextPageError} resetKey={pageCount} />
          {isFetchingNextPage ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
              <Spinner />
              {texts.loadingMore}
            </p>
          ) : isFetchNextPageError ? (
            <div className="flex flex-col items-center gap-2" role="alert">
              <p className="text-sm text-destructive">{texts.nextPageError}</p>
              <Button variant="outline" onClick={() => void fetchNextPage()}>
                다시 시도
              </Button>
            </div>
          ) : (
            <Button variant="outline" size={loadMoreSize} onClick={loadMore} className="min-w-40 rounded-full">
              더 보기
            </Button>
          )}
        </div>
      ) : (
        <p className="flex items-center justify-center gap-2 py-4 text-sm text-muted-foreground">
          <CheckCircle2 className="size-4" aria-hidden="true" />
          {texts.end}
        </p>
      )}
    </div>
  );
}
