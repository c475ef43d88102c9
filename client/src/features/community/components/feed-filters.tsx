import { RotateCcw, Search, UserCheck, X } from "lucide-react";
import { POST_TYPES, POST_SORTS, type PostSort } from "@shared/constants";
import { postTypeLabel } from "@shared/labels";
import { TagFilterRow } from "@/components/filters/tag-filter";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/cn";
import { COMMUNITY_SORT_LABELS, hasActiveCommunityFilters, type CommunityFilters, type PostTypeFilter } from "../lib/community-filters";

const CATEGORIES: Array<{ value: PostTypeFilter; label: string }> = [{ value: "all", label: "전체" }, ...POST_TYPES.map((t) => ({ value: t, label: postTypeLabel[t] }))];

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
          <Select value={filters.sortBy} onValueChange={(v) => onChange({ sortBy: v as PostSort })}>
            <SelectTrigger aria-label="정렬 기준" className="h-9 w-28 rounded-lg">
              <SelectValue />
            </SelectTrigger>
            <SelectContent align="end">
              {POST_SORTS.map((s) => (
                <SelectItem key={s} value={s}>
                  {COMMUNITY_SORT_LABELS[s]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>

      <TagFilterRow selected={filters.tags} options={tagOptions} onToggle={onToggleTag} isLoading={tagsLoading} />

      {hasActiveCommunityFilters(filters) && (
        <div className="flex flex-wrap items-center gap-2">
          <ul className="flex min-w-0 flex-wrap items-center gap-2" aria-label="적용된 필터">
            {filters.postType !== "all" && (
              <Chip label={postTypeLabel[filters.postType]} removeLabel="유형 필터 제거" onRemove={() => onChange({ postType: "all" })} />
            )}
            {filters.following && <Chip label="팔로잉" removeLabel="팔로잉 필터 제거" onRemove={() => onChange({ following: false })} />}
            {filters.search && (
              <Chip icon={<Search className="size-3.5 shrink-0" aria-hidden="true" />} label={filters.search} removeLabel="검색어 제거" onRemove={() => onChange({ search: "" })} />
            )}
            {filters.tags.map((tag) => (
              <Chip key={tag} label={`#${tag}`} removeLabel={`${tag} 태그 제거`} onRemove={() => onToggleTag(tag)} />
            ))}
          </ul>
          <Button variant="ghost" size="sm" onClick={onClearAll} className="h-8 px-2.5 text-muted-foreground hover:text-foreground">
            <RotateCcw aria-hidden="true" />
            전체 초기화
          </Button>
        </div>
      )}
    </div>
  );
}

function Chip({ icon, label, removeLabel, onRemove }: { icon?: React.ReactNode; label: string; removeLabel: string; onRemove: () => void }) {
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
