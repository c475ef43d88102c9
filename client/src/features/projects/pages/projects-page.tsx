import { useCallback, useMemo } from "react";
import { LocationSelect } from "@/components/projects/location-select";
import { Skeleton } from "@/components/ui/skeleton";
import { useLocations } from "@/lib/api/get-locations";
import { usePopularTags } from "@/lib/api/get-popular-tags";
import { useProjectTags } from "@/lib/api/get-project-tags";
import { displayName } from "@/lib/format";
import { usePageTitle } from "@/lib/page-title";
import { useProjects } from "../api/get-projects";
import { ActiveFilterChips } from "../components/active-filter-chips";
import { MobileFilterSheet } from "../components/mobile-filter-sheet";
import { ProjectResults } from "../components/project-results";
import { ProjectSearchInput } from "../components/project-search-input";
import { ProjectSortSelect } from "../components/project-sort-select";
import { TagFilterRow } from "@/components/filters/tag-filter";
import { SaveSearchButton } from "@/features/saved-searches/exports";
import { useProjectFilters } from "../hooks/use-project-filters";
import { hasActiveFilters, serializeProjectFilters, type ProjectFilters } from "../lib/project-filters";

const CLEARED: Partial<ProjectFilters> = { search: "", tags: [], location: "", producer: "" };

/** /projects: search, filter and scroll through published projects; the address bar holds the filters. */
export function ProjectsPage() {
  usePageTitle("프로젝트 찾기", "전시·공연·영화·음악 분야의 모집 중인 문화예술 프로젝트를 검색하고 지원하세요.");
  const { filters, setFilters } = useProjectFilters();
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
  const total = firstPage?.total ?? null;
  const producerName = useMemo(() => {
    if (!filters.producer) return null;
    const card = firstPage?.items.find((p) => p.producerId === filters.producer && p.producer);
    return card?.producer ? displayName(card.producer) : null;
  }, [filters.producer, firstPage]);

  const toggleTag = useCallback(
    (name: string) => {
      const key = name.toLowerCase();
      const on = filters.tags.some((t) => t.toLowerCase() === key);
      setFilters({ tags: on ? filters.tags.filter((t) => t.toLowerCase() !== key) : [...filters.tags, name] });
    },
    [filters.tags, setFilters],
  );
  const clearAll = useCallback(() => setFilters(CLEARED), [setFilters]);
  const filtered = hasActiveFilters(filters);

  return (
    <div className="flex flex-col">
      <section className="border-b bg-gradient-to-b from-secondary/70 to-background">
        <div className="mx-auto w-full max-w-7xl px-4 pt-8 pb-5 sm:px-6 sm:pt-12 sm:pb-6">
          <h1 className="text-2xl font-bold tracking-tight sm:text-[32px]">프로젝트 찾기</h1>
          <p className="mt-2 text-sm text-muted-foreground sm:text-base">전시·공연·영화·음악까지, 지금 함께할 아티스트를 찾는 프로젝트를 만나 보세요.</p>

          <div className="mt-6 flex gap-2">
            <ProjectSearchInput
              className="min-w-0 flex-1"
              value={filters.search}
              keep={serializeProjectFilters({ ...filters, search: "" })}
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
            <MobileFilterSheet
              className="md:hidden"
              filters={filters}
              tagOptions={tagOptions}
              tagsLoading={tagsLoading}
              total={total}
              onChange={(patch) => setFilters(patch)}
              onToggleTag={toggleTag}
              onClearAll={clearAll}
            />
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
        <ActiveFilterChips filters={filters} producerName={producerName} onChange={(patch) => setFilters(patch)} onClearAll={clearAll} />

        <div className="mt-4 mb-5 flex items-center justify-between gap-3 first:mt-0">
          <div className="text-sm text-muted-foreground sm:text-[15px]" aria-live="polite" aria-atomic="true">
            {total == null ? (
              projects.isError ? null : <Skeleton className="h-5 w-36" />
            ) : (
              <>
                총 <strong className="font-bold text-foreground">{total.toLocaleString("ko-KR")}</strong>
                {firstPage?.totalCapped ? "개 이상의 프로젝트" : "개의 프로젝트"}
              </>
            )}
          </div>
          <div className="flex items-center gap-2">
            <SaveSearchButton
              scope="projects"
              query={serializeProjectFilters(filters)}
              suggestedName={[filters.search, ...filters.tags, filters.location].filter(Boolean).join(" ") || "내 검색"}
              disabled={!filtered}
            />
            <ProjectSortSelect value={filters.sortBy} onValueChange={(sortBy) => setFilters({ sortBy })} />
          </div>
        </div>

        <ProjectResults query={projects} filtered={filtered} onClearFilters={clearAll} />
      </section>
    </div>
  );
}
