import { useCallback, useMemo } from "react";
import { Search, UserRound, Users, Wallet } from "lucide-react";
import type { ProjectCard as ProjectCardData } from "@shared/api-types";
import { ActiveFilterChips, ChipIcon, locationChip, searchChip, tagChips } from "@/components/filters/active-filter-chips";
import { FilterSearchInput } from "@/components/filters/filter-search-input";
import { FilterSheet } from "@/components/filters/filter-sheet";
import { TagFilterRow } from "@/components/filters/tag-filter";
import { InfiniteList, ListCount } from "@/components/lists/infinite-list";
import { LocationSelect } from "@/components/projects/location-select";
import { ProjectCard, ProjectCardSkeleton } from "@/components/projects/project-card";
import { useLocations } from "@/lib/api/get-locations";
import { usePopularTags } from "@/lib/api/get-popular-tags";
import { useProjectTags } from "@/lib/api/get-project-tags";
import { displayName } from "@/lib/format";
import { usePageTitle } from "@/lib/page-title";
import { toggleTag as toggled } from "@/lib/url-filters";
import { useUrlFilters } from "@/lib/use-url-filters";
import { SaveSearchButton } from "@/features/saved-searches/exports";
import { useProjects } from "../api/get-projects";
import { ProjectSortSelect } from "../components/project-sort-select";
import { PaidRolesCheckbox, RoleCategorySelect } from "../components/role-filters";
import { projectFilters } from "../lib/project-filters";

const GRID = "grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6";
const projectKey = (p: ProjectCardData) => p.id;

/** /projects: search, filter and scroll through published projects; the address bar holds the filters. */
export function ProjectsPage() {
  usePageTitle("프로젝트 찾기", "전시·공연·영화·음악 분야의 모집 중인 문화예술 프로젝트를 검색하고 지원하세요.");
  const { filters, setFilters } = useUrlFilters(projectFilters);
  const projects = useProjects(filters);
  const projectTags = useProjectTags();
  const popularTags = usePopularTags();
  useLocations(); // warm the region list for both selects

  // Tags used by projects first (they find something), then popular ones not among them.
  const tagOptions = useMemo(() => {
    const seen = new Set<string>();
    const out: string[] = [];
    for (const t of [...(projectTags.data ?? []), ...(popularTags.data ?? [])]) {
      const key = t.name.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(t.name);
    }
    return out;
  }, [projectTags.data, popularTags.data]);
  const tagsLoading = projectTags.isPending && popularTags.isPending;

  const firstPage = projects.data?.pages[0];
  const producerName = useMemo(() => {
    if (!filters.producer) return null;
    const card = firstPage?.items.find((p) => p.producerId === filters.producer && p.producer);
    return card?.producer ? displayName(card.producer) : null;
  }, [filters.producer, firstPage]);

  const toggleTag = useCallback((name: string) => setFilters({ tags: toggled(filters.tags, name) }), [filters.tags, setFilters]);
  const clearAll = useCallback(() => setFilters(projectFilters.cleared), [setFilters]);
  const filtered = projectFilters.isFiltered(filters);
  const total = firstPage?.total ?? null;

  return (
    <div className="flex flex-col">
      <section className="border-b bg-gradient-to-b from-secondary/70 to-background">
        <div className="mx-auto w-full max-w-7xl px-4 pt-8 pb-5 sm:px-6 sm:pt-12 sm:pb-6">
          <h1 className="text-2xl font-bold tracking-tight sm:text-[32px]">프로젝트 찾기</h1>
          <p className="mt-2 text-sm text-muted-foreground sm:text-base">전시·공연·영화·음악까지, 지금 함께할 아티스트를 찾는 프로젝트를 만나 보세요.</p>

          <div className="mt-6 flex gap-2">
            <FilterSearchInput
              className="min-w-0 flex-1"
              id="project-search"
              label="프로젝트 검색"
              placeholder="프로젝트명, 키워드 검색"
              value={filters.search}
              serverForm={{ action: "/projects", keep: projectFilters.serialize({ ...filters, search: "" }) }}
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
            <div className="hidden w-40 shrink-0 md:block">
              <RoleCategorySelect
                aria-label="모집 분야"
                value={filters.roleCategory}
                onValueChange={(roleCategory) => setFilters({ roleCategory })}
                className="h-12 rounded-xl text-[15px]"
              />
            </div>
            <FilterSheet
              className="md:hidden"
              description="지역, 모집 분야와 태그로 프로젝트를 좁혀 보세요."
              locationId="mobile-location"
              location={filters.location}
              onLocationChange={(location) => setFilters({ location })}
              tags={filters.tags}
              tagOptions={tagOptions}
              tagsLoading={tagsLoading}
              onToggleTag={toggleTag}
              extraCount={(filters.roleCategory ? 1 : 0) + (filters.paidRoles ? 1 : 0)}
              onClearAll={clearAll}
              resultsLabel={total != null ? `${total.toLocaleString("ko-KR")}개 프로젝트 보기` : "결과 보기"}
            >
              <div className="flex flex-col gap-2">
                <label htmlFor="mobile-role-category" className="text-sm font-medium">
                  모집 분야
                </label>
                <RoleCategorySelect id="mobile-role-category" value={filters.roleCategory} onValueChange={(roleCategory) => setFilters({ roleCategory })} />
                <PaidRolesCheckbox checked={filters.paidRoles} onCheckedChange={(paidRoles) => setFilters({ paidRoles })} className="mt-1" />
              </div>
            </FilterSheet>
          </div>

          <div className="mt-4">
            <TagFilterRow selected={filters.tags} options={tagOptions} onToggle={toggleTag} isLoading={tagsLoading} />
          </div>
        </div>
      </section>

      <section aria-labelledby="project-results-heading" className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        <h2 id="project-results-heading" className="sr-only">
          검색 결과
        </h2>
        <ActiveFilterChips
          chips={[
            ...searchChip(filters.search, () => setFilters({ search: "" })),
            ...tagChips(filters.tags, (tag) => setFilters({ tags: filters.tags.filter((t) => t !== tag) })),
            ...locationChip(filters.location, () => setFilters({ location: "" })),
            ...(filters.roleCategory
              ? [
                  {
                    key: "roleCategory",
                    icon: <ChipIcon icon={Users} />,
                    label: filters.roleCategory,
                    removeLabel: `${filters.roleCategory} 분야 필터 제거`,
                    onRemove: () => setFilters({ roleCategory: "" }),
                  },
                ]
              : []),
            ...(filters.paidRoles
              ? [
                  {
                    key: "paidRoles",
                    icon: <ChipIcon icon={Wallet} />,
                    label: "유급 배역만",
                    removeLabel: "유급 배역 필터 제거",
                    onRemove: () => setFilters({ paidRoles: false }),
                  },
                ]
              : []),
            ...(filters.producer
              ? [
                  {
                    key: "producer",
                    icon: <ChipIcon icon={UserRound} />,
                    label: producerName ? `${producerName}님의 프로젝트` : "특정 제작자의 프로젝트",
                    removeLabel: "제작자 필터 제거",
                    onRemove: () => setFilters({ producer: "" }),
                  },
                ]
              : []),
          ]}
          onClearAll={clearAll}
        />

        <div className="mt-4 mb-5 flex items-center justify-between gap-3 first:mt-0">
          <ListCount query={projects} className="sm:text-[15px]" skeletonClassName="w-36">
            {(count, capped) => (
              <>
                총 {count}개{capped && " 이상"}의 프로젝트
              </>
            )}
          </ListCount>
          <div className="flex items-center gap-2">
            {/* Closed projects (expired, running, completed) are listed only on request, after the recruiting ones (issue 31). */}
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={filters.includeClosed} onChange={(e) => setFilters({ includeClosed: e.target.checked })} />
              마감 포함
            </label>
            {/* On phones this switch lives in the filter sheet, beside the role category. */}
            <PaidRolesCheckbox checked={filters.paidRoles} onCheckedChange={(paidRoles) => setFilters({ paidRoles })} className="hidden md:flex" />
            <SaveSearchButton
              scope="projects"
              query={projectFilters.serialize(filters)}
              suggestedName={
                [filters.search, ...filters.tags, filters.location, filters.roleCategory, filters.paidRoles && "유급"].filter(Boolean).join(" ") || "내 검색"
              }
              disabled={!filtered}
            />
            <ProjectSortSelect value={filters.sortBy} onValueChange={(sortBy) => setFilters({ sortBy })} />
          </div>
        </div>

        <InfiniteList
          query={projects}
          keyOf={projectKey}
          listClassName={GRID}
          skeleton={
            <div className={GRID} aria-hidden="true">
              {Array.from({ length: 6 }, (_, i) => (
                <ProjectCardSkeleton key={i} />
              ))}
            </div>
          }
          // The first row at any width (one card on a phone, up to three on a desktop) is on screen at once.
          renderItem={(p, i) => <ProjectCard project={p} cover={i === 0 ? "first" : i < 3 ? "eager" : "lazy"} />}
          empty={{
            // The search box's own icon: SearchX would add a chunk to this first view, which has no budget left.
            icon: <Search />,
            title: filtered ? "조건에 맞는 프로젝트가 없습니다" : "아직 등록된 프로젝트가 없습니다",
            description: filtered ? "검색어를 바꾸거나 필터를 줄여 보세요." : "새로운 프로젝트가 등록되면 이곳에서 확인할 수 있습니다.",
          }}
          onClearFilters={filtered ? clearAll : undefined}
          texts={{
            error: "프로젝트 목록을 불러오지 못했습니다",
            loadingMore: "프로젝트를 더 불러오는 중...",
            nextPageError: "다음 프로젝트를 불러오지 못했습니다.",
            end: "모든 프로젝트를 확인했습니다",
          }}
          loadMoreSize="lg"
        />
      </section>
    </div>
  );
}
