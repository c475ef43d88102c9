import { useCallback, useMemo } from "react";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { PeoplePage, Tag } from "@shared/api-types";
import { LocationSelect } from "@/components/projects/location-select";
import { Skeleton } from "@/components/ui/skeleton";
import { TagFilterRow } from "@/components/filters/tag-filter";
import { useLocations } from "@/lib/api/get-locations";
import { usePeopleFilters } from "../hooks/use-people-filters";
import { SaveSearchButton } from "@/features/saved-searches/exports";
import { hasActivePeopleFilters, serializePeopleFilters, sortsFor, type PeopleFilters, type PeopleKind } from "../lib/people-filters";
import { PeopleFilterChips } from "./people-filter-chips";
import { PeopleFilterSheet } from "./people-filter-sheet";
import { PeopleResults } from "./people-results";
import { PeopleSearchInput } from "./people-search-input";
import { PeopleSortSelect } from "./people-sort-select";

const CLEARED: Partial<PeopleFilters> = { search: "", tags: [], location: "" };

export interface DirectoryViewProps {
  kind: PeopleKind;
  title: string;
  lead: string;
  searchPlaceholder: string;
  useList: (filters: PeopleFilters) => UseInfiniteQueryResult<InfiniteData<PeoplePage, unknown>, Error>;
  tags: { data?: Tag[]; isPending: boolean };
}

/** The body shared by /artists and /producers: search, region, tag chips, filter chips, sort, count and the grid. */
export function DirectoryView({ kind, title, lead, searchPlaceholder, useList, tags }: DirectoryViewProps) {
  const { filters, setFilters } = usePeopleFilters(kind);
  const list = useList(filters);
  useLocations();
  const noun = kind === "artist" ? "아티스트" : "제작자";

  const tagOptions = useMemo(() => (tags.data ?? []).map((t) => t.name), [tags.data]);
  const total = list.data?.pages[0]?.total ?? null;
  // A very common word stops counting at SEARCH_COUNT_CAP (decision 012): "1,000명 이상".
  const capped = list.data?.pages[0]?.totalCapped ?? false;

  const toggleTag = useCallback(
    (name: string) => {
      const key = name.toLowerCase();
      const on = filters.tags.some((t) => t.toLowerCase() === key);
      setFilters({ tags: on ? filters.tags.filter((t) => t.toLowerCase() !== key) : [...filters.tags, name] });
    },
    [filters.tags, setFilters],
  );
  const clearAll = useCallback(() => setFilters(CLEARED), [setFilters]);

  return (
    <div className="flex flex-col">
      <section className="border-b bg-gradient-to-b from-secondary/70 to-background">
        <div className="mx-auto w-full max-w-7xl px-4 pt-8 pb-5 sm:px-6 sm:pt-12 sm:pb-6">
          <h1 className="text-2xl font-bold tracking-tight sm:text-[32px]">{title}</h1>
          <p className="mt-2 text-sm text-muted-foreground sm:text-base">{lead}</p>

          <div className="mt-6 flex gap-2">
            <PeopleSearchInput
              className="min-w-0 flex-1"
              label={`${noun} 검색`}
              placeholder={searchPlaceholder}
              value={filters.search}
              onCommit={(search) => setFilters({ search }, "typing")}
            />
            <div className="hidden w-52 shrink-0 md:block">
              <LocationSelect aria-label="지역" value={filters.location} onValueChange={(location) => setFilters({ location })} className="h-12 rounded-xl text-[15px]" />
            </div>
            <PeopleFilterSheet
              className="md:hidden"
              noun={noun}
              filters={filters}
              tagOptions={tagOptions}
              tagsLoading={tags.isPending}
              total={total}
              onChange={(patch) => setFilters(patch)}
              onToggleTag={toggleTag}
              onClearAll={clearAll}
            />
          </div>

          <div className="mt-4">
            <TagFilterRow selected={filters.tags} options={tagOptions} onToggle={toggleTag} isLoading={tags.isPending} />
          </div>
        </div>
      </section>

      <section aria-labelledby="people-results-heading" className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        <h2 id="people-results-heading" className="sr-only">
          검색 결과
        </h2>
        <PeopleFilterChips filters={filters} onChange={(patch) => setFilters(patch)} onClearAll={clearAll} />

        <div className="mt-4 mb-5 flex items-center justify-between gap-3 first:mt-0">
          <div className="text-sm text-muted-foreground sm:text-[15px]" aria-live="polite" aria-atomic="true">
            {total == null ? (
              list.isError ? null : <Skeleton className="h-5 w-36" />
            ) : (
              <>
                총 <strong className="font-bold text-foreground">{total.toLocaleString("ko-KR")}</strong>명{capped ? " 이상" : ""}의 {noun}
              </>
            )}
          </div>
          <div className="flex items-center gap-2">
            <SaveSearchButton
              scope={kind === "artist" ? "artists" : "producers"}
              query={serializePeopleFilters(filters)}
              suggestedName={[filters.search, ...filters.tags, filters.location].filter(Boolean).join(" ") || "내 검색"}
              disabled={!hasActivePeopleFilters(filters)}
            />
            <PeopleSortSelect value={filters.sortBy} options={sortsFor(kind)} onValueChange={(sortBy) => setFilters({ sortBy })} />
          </div>
        </div>

        <PeopleResults kind={kind} query={list} filtered={hasActivePeopleFilters(filters)} onClearFilters={clearAll} />
      </section>
    </div>
  );
}
