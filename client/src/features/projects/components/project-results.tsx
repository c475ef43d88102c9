import { useMemo } from "react";
import { AlertCircle, CheckCircle2, SearchX } from "lucide-react";
import type { ProjectCard as ProjectCardData } from "@shared/api-types";
import { ProjectCard, ProjectCardSkeleton } from "@/components/projects/project-card";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import type { useProjects } from "../api/get-projects";
import { LoadMoreSentinel } from "@/components/lists/load-more-sentinel";

const GRID = "grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6";

export function ProjectGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className={GRID} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <ProjectCardSkeleton key={i} />
      ))}
    </div>
  );
}

/** Cards of every loaded page, without repeats (offset pages can overlap when projects are added meanwhile). */
export function flattenProjects(pages: Array<{ items: ProjectCardData[] }> | undefined): ProjectCardData[] {
  const seen = new Set<number>();
  const out: ProjectCardData[] = [];
  for (const page of pages ?? []) {
    for (const p of page.items) {
      if (seen.has(p.id)) continue;
      seen.add(p.id);
      out.push(p);
    }
  }
  return out;
}

export interface ProjectResultsProps {
  query: ReturnType<typeof useProjects>;
  filtered: boolean;
  onClearFilters: () => void;
}

/** The infinite list: skeletons, error, empty state, the grid, the sentinel, 더 보기 and the end message. */
export function ProjectResults({ query, filtered, onClearFilters }: ProjectResultsProps) {
  const { data, isPending, isError, error, refetch, isRefetching, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError, isPlaceholderData } =
    query;
  const items = useMemo(() => flattenProjects(data?.pages), [data]);
  const pageCount = data?.pages.length ?? 0;

  if (isPending) return <ProjectGridSkeleton />;

  if (isError && !data) {
    return (
      <div role="alert" className="rounded-xl border border-destructive/20 bg-destructive/5">
        <EmptyState
          icon={<AlertCircle className="text-destructive" />}
          title="프로젝트 목록을 불러오지 못했습니다"
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
          title={filtered ? "조건에 맞는 프로젝트가 없습니다" : "아직 등록된 프로젝트가 없습니다"}
          description={filtered ? "검색어를 바꾸거나 필터를 줄여 보세요." : "새로운 프로젝트가 등록되면 이곳에서 확인할 수 있습니다."}
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
        {items.map((p, i) => (
          <li key={p.id} className="min-w-0">
            {/* The first row at any width (one card on a phone, up to three on a desktop) is on screen at once. */}
            <ProjectCard project={p} cover={i === 0 ? "first" : i < 3 ? "eager" : "lazy"} />
          </li>
        ))}
      </ul>

      {hasNextPage ? (
        <div className="flex flex-col items-center gap-3">
          <LoadMoreSentinel onVisible={loadMore} disabled={isPlaceholderData || isFetchNextPageError} resetKey={pageCount} />
          {isFetchingNextPage ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
              <Spinner />
              프로젝트를 더 불러오는 중...
            </p>
          ) : isFetchNextPageError ? (
            <div className="flex flex-col items-center gap-2" role="alert">
              <p className="text-sm text-destructive">다음 프로젝트를 불러오지 못했습니다.</p>
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
          모든 프로젝트를 확인했습니다
        </p>
      )}
    </div>
  );
}
