import { forwardRef, Suspense, useState, type ComponentPropsWithoutRef } from "react";
import { SlidersHorizontal } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { lazyNamed } from "@/lib/lazy-named";
import type { ProjectFilters } from "../lib/project-filters";

// The drawer (Radix dialog, scroll lock, focus trap) loads on first use; touching or focusing the button
// starts the download.
const MobileFilterSheetOpened = lazyNamed(() => import("./mobile-filter-sheet-opened"), "MobileFilterSheetOpened");

export interface MobileFilterSheetProps {
  filters: ProjectFilters;
  tagOptions: string[];
  tagsLoading?: boolean;
  total: number | null;
  onChange: (patch: Partial<ProjectFilters>) => void;
  onToggleTag: (name: string) => void;
  onClearAll: () => void;
  className?: string;
}

/** The "필터" button with the number of filters in effect; the sheet's trigger once it has loaded. */
export const FilterButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<typeof Button> & { count: number }>(
  ({ count, className, ...props }, ref) => (
    <Button
      ref={ref}
      variant="outline"
      className={cn("h-12 shrink-0 rounded-xl px-3.5", className)}
      aria-label={count ? `필터 (${count}개 적용됨)` : "필터"}
      {...props}
    >
      <SlidersHorizontal aria-hidden="true" />
      <span>필터</span>
      {count > 0 && (
        <span className="flex size-5 items-center justify-center rounded-full bg-primary text-[11px] font-bold text-primary-foreground" aria-hidden="true">
          {count}
        </span>
      )}
    </Button>
  ),
);
FilterButton.displayName = "FilterButton";

export const filterCount = (filters: ProjectFilters) => filters.tags.length + (filters.location ? 1 : 0);

/** Below md the region and the full tag list live in a drawer; changes apply at once. */
export function MobileFilterSheet(props: MobileFilterSheetProps) {
  const [used, setUsed] = useState(false);
  const placeholder = (
    <FilterButton
      count={filterCount(props.filters)}
      className={props.className}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerDown={() => void MobileFilterSheetOpened.preload()}
      onPointerEnter={() => void MobileFilterSheetOpened.preload()}
      onFocus={() => void MobileFilterSheetOpened.preload()}
      onClick={() => setUsed(true)}
    />
  );
  if (!used) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MobileFilterSheetOpened {...props} />
    </Suspense>
  );
}
