import { useCallback, useMemo } from "react";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { SearchX } from "lucide-react";
import type { PeoplePage, PersonCard, Tag } from "@shared/api-types";
import { ActiveFilterChips, locationChip, searchChip, tagChips } from "@/components/filters/active-filter-chips";
import { FilterSearchInput } from "@/components/filters/filter-search-input";
import { FilterSheet } from "@/components/filters/filter-sheet";
import { SortSelect } from "@/components/filters/sort-select";
import { TagFilterRow } from "@/components/filters/tag-filter";
import { InfiniteList, ListCount } from "@/components/lists/infinite-list";
import { ArtistCard, ArtistCardSkeleton } from "@/components/people/artist-card";
import { ProducerCard, ProducerCardSkeleton } from "@/components/people/producer-card";
import { LocationSelect } from "@/components/projects/location-select";
import { useLocations } from "@/lib/api/get-locations";
import { toggleTag as toggled } from "@/lib/url-filters";
import { useUrlFilters } from "@/lib/use-url-filters";
import { SaveSearchButton } from "@/features/saved-searches/exports";
import { PerformerFilters, performerChips } from "./performer-filters";
import { PEOPLE_SORT_LABELS, peopleFilters, sortsFor, type PeopleFilters, type PeopleKind } from "../lib/people-filters";

const GRID = "grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 lg:gap-6";
const personKey = (p: PersonCard) => p.id;

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
  const spec = peopleFilters[kind];
  const { filters, setFilters } = useUrlFilters(spec);
  const list = useList(filters);
  useLocations();
  const noun = kind === "artist" ? "아티스트" : "제작자";
  const Skel = kind === "artist" ? ArtistCardSkeleton : ProducerCardSkeleton;

  const tagOptions = useMemo(() => (tags.data ?? []).map((t) => t.name), [tags.data]);
  const total = list.data?.pages[0]?.total ?? null;
  const toggleTag = useCallback((name: string) => setFilters({ tags: toggled(filters.tags, name) }), [filters.tags, setFilters]);
  const clearAll = useCallback(() => setFilters(spec.cleared), [setFilters, spec]);
  const filtered = spec.isFiltered(filters);

  return (
    <div className="flex flex-col">
      <section className="border-b bg-gradient-to-b from-secondary/70 to-background">
        <div className="mx-auto w-full max-w-7xl px-4 pt-8 pb-5 sm:px-6 sm:pt-12 sm:pb-6">
          <h1 className="text-2xl font-bold tracking-tight sm:text-[32px]">{title}</h1>
          <p className="mt-2 text-sm text-muted-foreground sm:text-base">{lead}</p>

          <div className="mt-6 flex gap-2">
            <FilterSearchInput
              className="min-w-0 flex-1"
              id="people-search"
              label={`${noun} 검색`}
              placeholder={searchPlaceholder}
              value={filters.search}
              onCommit={(search) => setFilters({ search }, "typing")}
            />
            <div className="hidden w-52 shrink-0 md:block">
              <LocationSelect
                aria-label="지역"
                value={filters.location}
                onValueChange={(location) => setFilters({ location })}
                className="h-12 rounded-xl text-[15px]"
              />
            </div>
            <FilterSheet
              className="md:hidden"
              description={`지역과 분야 태그로 ${noun}를 좁혀 보세요.`}
              locationId="people-mobile-location"
              location={filters.location}
              onLocationChange={(location) => setFilters({ location })}
              tags={filters.tags}
              tagOptions={tagOptions}
              tagsLoading={tags.isPending}
              onToggleTag={toggleTag}
              onClearAll={clearAll}
              resultsLabel={total != null ? `${noun} ${total.toLocaleString("ko-KR")}명 보기` : "결과 보기"}
            />
          </div>

          <div className="mt-4">
            <TagFilterRow selected={filters.tags} options={tagOptions} onToggle={toggleTag} isLoading={tags.isPending} />
          </div>
          {kind === "artist" && <PerformerFilters filters={filters} onChange={setFilters} />}
        </div>
      </section>

      <section aria-labelledby="people-results-heading" className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        <h2 id="people-results-heading" className="sr-only">
          검색 결과
        </h2>
        <ActiveFilterChips
          chips={[
            ...searchChip(filters.search, () => setFilters({ search: "" })),
            ...tagChips(filters.tags, (tag) => setFilters({ tags: filters.tags.filter((t) => t !== tag) })),
            ...locationChip(filters.location, () => setFilters({ location: "" })),
            ...(kind === "artist" ? performerChips(filters, setFilters) : []),
          ]}
          onClearAll={clearAll}
        />

        <div className="mt-4 mb-5 flex items-center justify-between gap-3 first:mt-0">
          {/* A very common word stops counting at SEARCH_COUNT_CAP (decision 012): "1,000명 이상". */}
          <ListCount query={list} className="sm:text-[15px]" skeletonClassName="w-36">
            {(count, capped) => (
              <>
                총 {count}명{capped ? " 이상" : ""}의 {noun}
              </>
            )}
          </ListCount>
          <div className="flex items-center gap-2">
            <SaveSearchButton
              scope={kind === "artist" ? "artists" : "producers"}
              query={spec.serialize(filters)}
              suggestedName={[filters.search, ...filters.tags, filters.location].filter(Boolean).join(" ") || "내 검색"}
              disabled={!filtered}
            />
            <SortSelect
              value={filters.sortBy}
              options={sortsFor(kind)}
              labels={PEOPLE_SORT_LABELS}
              onValueChange={(sortBy) => setFilters({ sortBy })}
              className="w-[8.5rem]"
            />
          </div>
        </div>

        <InfiniteList
          query={list}
          keyOf={personKey}
          listClassName={GRID}
          skeleton={
            <div className={GRID} aria-hidden="true" data-testid="people-skeleton">
              {Array.from({ length: 8 }, (_, i) => (
                <Skel key={i} />
              ))}
            </div>
          }
          renderItem={(p) => (kind === "artist" ? <ArtistCard artist={p} /> : <ProducerCard producer={p} />)}
          empty={{
            icon: <SearchX />,
            title: filtered ? `조건에 맞는 ${noun}가 없습니다` : `아직 등록된 ${noun}가 없습니다`,
            description: filtered ? "검색어를 바꾸거나 필터를 줄여 보세요." : "새로운 회원이 가입하면 이곳에서 만나볼 수 있습니다.",
          }}
          onClearFilters={filtered ? clearAll : undefined}
          texts={{
            error: `${noun} 목록을 불러오지 못했습니다`,
            loadingMore: `${noun}를 더 불러오는 중...`,
            nextPageError: "다음 목록을 불러오지 못했습니다.",
            end: `모든 ${noun}를 확인했습니다`,
          }}
          loadMoreSize="lg"
        />
      </section>
    </div>
  );
}
