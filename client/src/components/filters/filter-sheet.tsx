import { forwardRef, Suspense, useState, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { SlidersHorizontal } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { lazyNamed } from "@/lib/lazy-named";

// The drawer (Radix dialog, scroll lock, focus trap) loads on first use; touching or focusing the button
// starts the download.
const FilterSheetOpened = lazyNamed(() => import("./filter-sheet-opened"), "FilterSheetOpened");

export interface FilterSheetProps {
  /** The line under the sheet's title. */
  description: string;
  /** The id of the sheet's region select. */
  locationId: string;
  location: string;
  onLocationChange: (location: string) => void;
  tags: string[];
  tagOptions: string[];
  tagsLoading?: boolean;
  onToggleTag: (name: string) => void;
  /** A list's own filters, shown between the region and the tags (e.g. /projects' role filters). */
  children?: ReactNode;
  /** How many of those own filters are in effect (counted on the button). */
  extraCount?: number;
  onClearAll: () => void;
  /** The button that closes the sheet on the results, e.g. "12개 프로젝트 보기". */
  resultsLabel: string;
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

export const filterCount = ({ tags, location, extraCount = 0 }: Pick<FilterSheetProps, "tags" | "location" | "extraCount">) =>
  tags.length + (location ? 1 : 0) + extraCount;

/** Below md a list page's region and full tag list live in a drawer; changes apply at once. */
export function FilterSheet(props: FilterSheetProps) {
  const [used, setUsed] = useState(false);
  const placeholder = (
    <FilterButton
      count={filterCount(props)}
      className={props.className}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerDown={() => void FilterSheetOpened.preload()}
      onPointerEnter={() => void FilterSheetOpened.preload()}
      onFocus={() => void FilterSheetOpened.preload()}
      onClick={() => setUsed(true)}
    />
  );
  if (!used) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <FilterSheetOpened {...props} />
    </Suspense>
  );
}
