import { SlidersHorizontal } from "lucide-react";
import { LocationSelect } from "@/components/projects/location-select";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { TagChooser } from "@/components/filters/tag-filter";
import { cn } from "@/lib/cn";
import type { PeopleFilters } from "../lib/people-filters";

export interface PeopleFilterSheetProps {
  filters: PeopleFilters;
  /** '아티스트' or '제작자', for the sheet's wording. */
  noun: string;
  tagOptions: string[];
  tagsLoading?: boolean;
  total: number | null;
  onChange: (patch: Partial<PeopleFilters>) => void;
  onToggleTag: (name: string) => void;
  onClearAll: () => void;
  className?: string;
}

/** Below md the region and the full tag list live in a drawer; changes apply at once. */
export function PeopleFilterSheet({ filters, noun, tagOptions, tagsLoading, total, onChange, onToggleTag, onClearAll, className }: PeopleFilterSheetProps) {
  const count = filters.tags.length + (filters.location ? 1 : 0);
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline" className={cn("h-12 shrink-0 rounded-xl px-3.5", className)} aria-label={count ? `필터 (${count}개 적용됨)` : "필터"}>
          <SlidersHorizontal aria-hidden="true" />
          <span>필터</span>
          {count > 0 && (
            <span className="flex size-5 items-center justify-center rounded-full bg-primary text-[11px] font-bold text-primary-foreground" aria-hidden="true">
              {count}
            </span>
          )}
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="gap-6">
        <SheetHeader>
          <SheetTitle>필터</SheetTitle>
          <SheetDescription>지역과 분야 태그로 {noun}를 좁혀 보세요.</SheetDescription>
        </SheetHeader>
        <div className="flex flex-col gap-2">
          <Label htmlFor="people-mobile-location">지역</Label>
          <LocationSelect id="people-mobile-location" value={filters.location} onValueChange={(location) => onChange({ location })} />
        </div>
        <TagChooser selected={filters.tags} options={tagOptions} onToggle={onToggleTag} isLoading={tagsLoading} />
        <SheetFooter className="sticky -bottom-5 -mx-5 -mb-5 flex-row gap-2 border-t bg-background px-5 pt-4 pb-5">
          <Button variant="outline" className="flex-1" onClick={onClearAll}>
            초기화
          </Button>
          <SheetClose asChild>
            <Button className="flex-[2]">{total != null ? `${noun} ${total.toLocaleString("ko-KR")}명 보기` : "결과 보기"}</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
