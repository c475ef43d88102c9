import { MapPin, RotateCcw, Search, X } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { hasActivePeopleFilters, type PeopleFilters } from "../lib/people-filters";

function FilterChip({ icon, children, removeLabel, onRemove }: { icon?: ReactNode; children: ReactNode; removeLabel: string; onRemove: () => void }) {
  return (
    <li className="inline-flex h-8 max-w-full items-center gap-1.5 rounded-full border border-primary/20 bg-primary/5 pr-1 pl-3 text-sm font-medium text-primary">
      {icon}
      <span className="truncate">{children}</span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={removeLabel}
        className="flex size-6 shrink-0 items-center justify-center rounded-full outline-none hover:bg-primary/10 focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X className="size-3.5" aria-hidden="true" />
      </button>
    </li>
  );
}

export interface PeopleFilterChipsProps {
  filters: PeopleFilters;
  onChange: (patch: Partial<PeopleFilters>) => void;
  onClearAll: () => void;
}

/** One removable chip per active filter, and 전체 초기화. Nothing when no filter is set. */
export function PeopleFilterChips({ filters, onChange, onClearAll }: PeopleFilterChipsProps) {
  if (!hasActivePeopleFilters(filters)) return null;
  const iconClass = "size-3.5 shrink-0";
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul className="flex min-w-0 flex-wrap items-center gap-2" aria-label="적용된 필터">
        {filters.search && (
          <FilterChip icon={<Search className={iconClass} aria-hidden="true" />} removeLabel="검색어 제거" onRemove={() => onChange({ search: "" })}>
            {filters.search}
          </FilterChip>
        )}
        {filters.tags.map((tag) => (
          <FilterChip key={tag} removeLabel={`${tag} 태그 제거`} onRemove={() => onChange({ tags: filters.tags.filter((t) => t !== tag) })}>
            #{tag}
          </FilterChip>
        ))}
        {filters.location && (
          <FilterChip icon={<MapPin className={iconClass} aria-hidden="true" />} removeLabel={`${filters.location} 지역 필터 제거`} onRemove={() => onChange({ location: "" })}>
            {filters.location}
          </FilterChip>
        )}
      </ul>
      <Button variant="ghost" size="sm" onClick={onClearAll} className="h-8 px-2.5 text-muted-foreground hover:text-foreground">
        <RotateCcw aria-hidden="true" />
        전체 초기화
      </Button>
    </div>
  );
}
