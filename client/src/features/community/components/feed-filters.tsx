import { UserCheck } from "lucide-react";
import { POST_TYPES, POST_SORTS } from "@shared/constants";
import { postTypeLabel } from "@shared/labels";
import { ActiveFilterChips, searchChip, tagChips } from "@/components/filters/active-filter-chips";
import { SortSelect } from "@/components/filters/sort-select";
import { TagFilterRow } from "@/components/filters/tag-filter";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { COMMUNITY_SORT_LABELS, type CommunityFilters, type PostTypeFilter } from "../lib/community-filters";

const CATEGORIES: Array<{ value: PostTypeFilter; label: string }> = [
  { value: "all", label: "전체" },
  ...POST_TYPES.map((t) => ({ value: t, label: postTypeLabel[t] })),
];

export interface FeedFiltersProps {
  filters: CommunityFilters;
  signedIn: boolean;
  tagOptions: string[];
  tagsLoading: boolean;
  onChange: (patch: Partial<CommunityFilters>) => void;
  onToggleTag: (tag: string) => void;
  onClearAll: () => void;
}

/** Category pills, sort, the 팔로잉 toggle (signed-in only), the tag row and the active-filter chips. */
export function FeedFilters({ filters, signedIn, tagOptions, tagsLoading, onChange, onToggleTag, onClearAll }: FeedFiltersProps) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div
          role="group"
          aria-label="게시글 유형"
          className="-mx-4 flex min-w-0 flex-1 gap-1.5 overflow-x-auto px-4 py-0.5 [scrollbar-width:none] sm:mx-0 sm:px-0.5 [&::-webkit-scrollbar]:hidden"
        >
          {CATEGORIES.map(({ value, label }) => {
            const on = filters.postType === value;
            return (
              <button
                key={value}
                type="button"
                aria-pressed={on}
                onClick={() => onChange({ postType: value })}
                className={cn(
                  "h-9 shrink-0 rounded-full px-3.5 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1",
                  on ? "bg-foreground text-background" : "bg-muted text-foreground/80 hover:bg-accent hover:text-primary",
                )}
              >
                {label}
              </button>
            );
          })}
        </div>
        <div className="flex shrink-0 items-center justify-end gap-2">
          {signedIn && (
            <Button
              variant={filters.following ? "default" : "outline"}
              size="sm"
              aria-pressed={filters.following}
              onClick={() => onChange({ following: !filters.following })}
              className="h-9 rounded-lg"
            >
              <UserCheck aria-hidden="true" />
              팔로잉
            </Button>
          )}
          <SortSelect
            value={filters.sortBy}
            options={POST_SORTS}
            labels={COMMUNITY_SORT_LABELS}
            onValueChange={(sortBy) => onChange({ sortBy })}
            className="w-28"
          />
        </div>
      </div>

      <TagFilterRow selected={filters.tags} options={tagOptions} onToggle={onToggleTag} isLoading={tagsLoading} />

      <ActiveFilterChips
        chips={[
          ...(filters.postType !== "all"
            ? [{ key: "postType", label: postTypeLabel[filters.postType], removeLabel: "유형 필터 제거", onRemove: () => onChange({ postType: "all" }) }]
            : []),
          ...(filters.following
            ? [{ key: "following", label: "팔로잉", removeLabel: "팔로잉 필터 제거", onRemove: () => onChange({ following: false }) }]
            : []),
          ...searchChip(filters.search, () => onChange({ search: "" })),
          ...tagChips(filters.tags, onToggleTag),
        ]}
        onClearAll={onClearAll}
      />
    </div>
  );
}
