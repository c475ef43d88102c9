import { MapPin, RotateCcw, Search, X, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/** One applied filter: what it shows and how it is removed. */
export interface FilterChipSpec {
  key: string;
  icon?: ReactNode;
  label: ReactNode;
  /** The remove button's accessible name, e.g. "회화 태그 제거". */
  removeLabel: string;
  onRemove: () => void;
}

const ICON = "size-3.5 shrink-0";

/** The chip of a search text (the page's other filters keep their own chips). */
export const searchChip = (search: string, onRemove: () => void): FilterChipSpec[] =>
  search ? [{ key: "search", icon: <Search className={ICON} aria-hidden="true" />, label: search, removeLabel: "검색어 제거", onRemove }] : [];

/** One chip per tag. */
export const tagChips = (tags: string[], onRemove: (tag: string) => void): FilterChipSpec[] =>
  tags.map((tag) => ({ key: `tag:${tag}`, label: `#${tag}`, removeLabel: `${tag} 태그 제거`, onRemove: () => onRemove(tag) }));

/** The chip of a region. */
export const locationChip = (location: string, onRemove: () => void): FilterChipSpec[] =>
  location
    ? [{ key: "location", icon: <MapPin className={ICON} aria-hidden="true" />, label: location, removeLabel: `${location} 지역 필터 제거`, onRemove }]
    : [];

/** An icon sized for a chip. */
export function ChipIcon({ icon: Icon }: { icon: LucideIcon }) {
  return <Icon className={ICON} aria-hidden="true" />;
}

function FilterChip({ icon, label, removeLabel, onRemove }: Omit<FilterChipSpec, "key">) {
  return (
    <li className="inline-flex h-8 max-w-full items-center gap-1.5 rounded-full border border-primary/20 bg-primary/5 pr-1 pl-3 text-sm font-medium text-primary">
      {icon}
      <span className="truncate">{label}</span>
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

/** One removable chip per applied filter, and 전체 초기화. Nothing when no filter is applied. */
export function ActiveFilterChips({ chips, onClearAll }: { chips: FilterChipSpec[]; onClearAll: () => void }) {
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul className="flex min-w-0 flex-wrap items-center gap-2" aria-label="적용된 필터">
        {chips.map(({ key, ...chip }) => (
          <FilterChip key={key} {...chip} />
        ))}
      </ul>
      <Button variant="ghost" size="sm" onClick={onClearAll} className="h-8 px-2.5 text-muted-foreground hover:text-foreground">
        <RotateCcw aria-hidden="true" />
        전체 초기화
      </Button>
    </div>
  );
}
