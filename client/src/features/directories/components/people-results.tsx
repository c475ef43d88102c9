import { useMemo } from "react";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { AlertCircle, CheckCircle2, SearchX } from "lucide-react";
import type { PeoplePage, PersonCard } from "@shared/api-types";
import { ArtistCard, ArtistCardSkeleton } from "@/components/people/artist-card";
import { ProducerCard, ProducerCardSkeleton } from "@/components/people/producer-card";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { LoadMoreSentinel } from "@/components/lists/load-more-sentinel";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import type { PeopleKind } from "../lib/people-filters";

const GRID = "grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 lg:gap-6";

/** Cards of every loaded page without repeats (offset pages overlap when people join meanwhile). */
export function flattenPeople(pages: PeoplePage[] | undefined): PersonCard[] {
  const seen = new Set<string>();
  const out: PersonCard[] = [];
  for (const page of pages ?? []) {
    for (const p of page.items) {
      if (seen.has(p.id)) continue;
      seen.add(p.id);
      out.push(p);
    }
  }
  return out;
}

export interface PeopleResultsProps {
  kind: PeopleKind;
  query: UseInfiniteQueryResult<InfiniteData<PeoplePage, unknown>, Error>;
  filtered: boolean;
  onClearFilters: () => void;
}

/** The infinite grid: skeletons, error, empty state, cards, the sentinel, 더 보기 and the end message. */
export function PeopleResults({ kind, query, filtered, onClearFilters }: PeopleResultsProps) {
  const { data, isPending, isError, error, refetch, isRefetching, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError, isPlaceholderData } =
    query;
  const items = useMemo(() => flattenPeople(data?.pages), [data]);
  const pageCount = data?.pages.length ?? 0;
  const noun = kind === "artist" ? "아티스트" : "제작자";
  const Skel = kind === "artist" ? ArtistCardSkeleton : ProducerCardSkeleton;

  if (isPending) {
    return (
      <div className={GRID} aria-hidden="true" data-testid="people-skeleton">
        {Array.from({ length: 8 }, (_, i) => (
          <Skel key={i} />
        ))}
      </div>
    );
  }

  if (isError && !data) {
    return (
      <div role="alert" className="rounded-xl border border-destructive/20 bg-destructive/5">
        <EmptyState
          icon={<AlertCircle className="text-destructive" />}
          title={`${noun} 목록을 불러오지 못했습니다`}
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
          icon={<SearchX />}
          title={filtered ? `조건에 맞는 ${noun}가 없습니다` : `아직 등록된 ${noun}가 없습니다`}
          description={filtered ? "검색어를 바꾸거나 필터를 줄여 보세요." : "새로운 회원이 가입하면 이곳에서 만나볼 수 있습니다."}
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
    <div className="flex flex-col gap-8">
      <ul className={cn(GRID, "transition-opacity", isPlaceholderData && "pointer-events-none opacity-60")} aria-busy={isPlaceholderData || undefined}>
        {items.map((p) => (
          <li key={p.id} className="min-w-0">
            {kind === "artist" ? <ArtistCard artist={p} /> : <ProducerCard producer={p} />}
          </li>
        ))}
      </ul>

      {hasNextPage ? (
        <div className="flex flex-col items-center gap-3">
          <LoadMoreSentinel onVisible={loadMore} disabled={isPlaceholderData || isFetchNextPageError} resetKey={pageCount} />
          {isFetchingNextPage ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
              <Spinner />
              {noun}를 더 불러오는 중...
            </p>
          ) : isFetchNextPageError ? (
            <div className="flex flex-col items-center gap-2" role="alert">
              <p className="text-sm text-destructive">다음 목록을 불러오지 못했습니다.</p>
              <Button variant="outline" onClick={() => void fetchNextPage()}>
                다시 시도
              </Button>
            </div>
          ) : (
            <Button variant="outline" size="lg" onClick={loadMore} className="min-w-40 rounded-full">
              더 보기
            </Button>
          )}
        </div>
      ) : (
        <p className="flex items-center justify-center gap-2 py-4 text-sm text-muted-foreground">
          <CheckCircle2 className="size-4" aria-hidden="true" />
          모든 {noun}를 확인했습니다
        </p>
      )}
    </div>
  );
}
