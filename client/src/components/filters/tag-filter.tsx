import { Suspense, useId, useState } from "react";
import { Check, ChevronDown, Search } from "lucide-react";
import { toast } from "@/lib/toast";
import { FILTER_TAGS_MAX } from "@shared/constants";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { lazyNamed } from "@/lib/lazy-named";

// The "more" popover (Radix popover, floating-ui) loads on first use; hovering or focusing its button
// starts the download.
const MoreTagsPopover = lazyNamed(() => import("./more-tags-popover"), "MoreTagsPopover");
export const MORE_TAGS_TRIGGER_CLASS =
  "hidden h-9 shrink-0 items-center gap-1 rounded-full border border-dashed px-3.5 text-sm font-medium text-muted-foreground outline-none hover:border-primary/40 hover:text-primary focus-visible:ring-2 focus-visible:ring-ring sm:inline-flex";

/** How many tags the quick row shows before "태그 더보기". */
const ROW_TAGS = 12;

export interface TagFilterProps {
  /** Extra classes for the chooser's list (the popover caps its height; the sheet scrolls itself). */
  listClassName?: string;
  /** Tag names in effect. */
  selected: string[];
  /** Every tag name that can be chosen, most relevant first. */
  options: string[];
  onToggle: (name: string) => void;
  isLoading?: boolean;
}

function isSelected(selected: string[], name: string) {
  const key = name.toLowerCase();
  return selected.some((s) => s.toLowerCase() === key);
}

/** Toggling keeps the spec's 5-tag cap and says so instead of silently ignoring the press. */
function useGuardedToggle({ selected, onToggle }: Pick<TagFilterProps, "selected" | "onToggle">) {
  return (name: string) => {
    if (!isSelected(selected, name) && selected.length >= FILTER_TAGS_MAX) {
      toast(`태그는 최대 ${FILTER_TAGS_MAX}개까지 선택할 수 있습니다`, { id: "tag-filter-max" });
      return;
    }
    onToggle(name);
  };
}

function TagToggle({
  name,
  pressed,
  atMax,
  onClick,
  size = "md",
}: {
  name: string;
  pressed: boolean;
  atMax: boolean;
  onClick: () => void;
  size?: "sm" | "md";
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-disabled={!pressed && atMax ? true : undefined}
      onClick={onClick}
      className={cn(
        "inline-flex shrink-0 items-center gap-1 rounded-full border font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1",
        size === "md" ? "h-9 px-3.5 text-sm" : "h-8 px-3 text-[13px]",
        pressed
          ? "border-primary bg-primary text-primary-foreground shadow-sm hover:bg-primary/90"
          : "border-border bg-background text-foreground/80 hover:border-primary/40 hover:bg-accent hover:text-primary",
        !pressed && atMax && "opacity-50",
      )}
    >
      {pressed && <Check className="size-3.5" aria-hidden="true" />}#{name}
    </button>
  );
}

/** Every tag as toggles with a name filter; used in the "more" popover and the mobile filter sheet. */
export function TagChooser({ selected, options, onToggle, isLoading, listClassName }: TagFilterProps) {
  const [query, setQuery] = useState("");
  const inputId = useId();
  const toggle = useGuardedToggle({ selected, onToggle });
  const q = query.trim().toLowerCase();
  const all = [...selected.filter((s) => !options.some((o) => o.toLowerCase() === s.toLowerCase())), ...options];
  const visible = q ? all.filter((name) => name.toLowerCase().includes(q)) : all;
  const atMax = selected.length >= FILTER_TAGS_MAX;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between text-sm">
        <span className="font-semibold">태그</span>
        <span className={cn("text-xs", atMax ? "font-semibold text-primary" : "text-muted-foreground")} aria-live="polite">
          {selected.length}/{FILTER_TAGS_MAX}개 선택
        </span>
      </div>
      <div className="relative">
        <label htmlFor={inputId} className="sr-only">
          태그 이름으로 찾기
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input id={inputId} value={query} onChange={(e) => setQuery(e.target.value)} placeholder="태그 이름으로 찾기" className="h-9 pl-9" autoComplete="off" />
      </div>
      {isLoading ? (
        <div className="flex flex-wrap gap-2">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-8 w-16 rounded-full" />
          ))}
        </div>
      ) : visible.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted-foreground">{q ? "일치하는 태그가 없습니다" : "선택할 수 있는 태그가 없습니다"}</p>
      ) : (
        <div className={cn("flex flex-wrap gap-2 p-0.5", listClassName)}>
          {visible.map((name) => (
            <TagToggle key={name} name={name} size="sm" pressed={isSelected(selected, name)} atMax={atMax} onClick={() => toggle(name)} />
          ))}
        </div>
      )}
    </div>
  );
}

/** A horizontally scrolling row of the most used tags, plus a popover with all of them. */
export function TagFilterRow({ selected, options, onToggle, isLoading }: TagFilterProps) {
  const toggle = useGuardedToggle({ selected, onToggle });
  const atMax = selected.length >= FILTER_TAGS_MAX;
  const rest = options.filter((o) => !isSelected(selected, o));
  const row = [...selected, ...rest].slice(0, Math.max(ROW_TAGS, selected.length));

  return (
    <div className="flex items-center gap-2">
      <div
        role="group"
        aria-label={`태그로 거르기 (최대 ${FILTER_TAGS_MAX}개)`}
        className="-mx-4 flex min-w-0 flex-1 gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] sm:mx-0 sm:px-0.5 [&::-webkit-scrollbar]:hidden"
      >
        {isLoading && row.length === 0
          ? Array.from({ length: 8 }, (_, i) => <Skeleton key={i} className="h-9 w-20 shrink-0 rounded-full" />)
          : row.map((name) => <TagToggle key={name} name={name} pressed={isSelected(selected, name)} atMax={atMax} onClick={() => toggle(name)} />)}
      </div>
      {options.length > ROW_TAGS && <MoreTags selected={selected} options={options} onToggle={onToggle} />}
    </div>
  );
}

/** Until first pressed, a plain button of the same look; then the real popover, opened. */
function MoreTags(props: TagFilterProps) {
  const [used, setUsed] = useState(false);
  const placeholder = (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      className={MORE_TAGS_TRIGGER_CLASS}
      onPointerEnter={() => void MoreTagsPopover.preload()}
      onFocus={() => void MoreTagsPopover.preload()}
      onClick={() => setUsed(true)}
    >
      태그 더보기
      <ChevronDown className="size-4" aria-hidden="true" />
    </button>
  );
  if (!used) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MoreTagsPopover {...props} />
    </Suspense>
  );
}
