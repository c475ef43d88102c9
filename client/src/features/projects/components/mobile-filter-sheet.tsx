import { SlidersHorizontal } from "lucide-react";
import { LocationSelect } from "@/components/projects/location-select";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { cn } from "@/lib/cn";
import type { ProjectFilters } from "../lib/project-filters";
import { TagChooser } from "@/components/filters/tag-filter";

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

/** Below md the region and the full tag list live in a drawer; changes apply at once. */
export function MobileFilterSheet({ filters, tagOptions, tagsLoading, total, onChange, onToggleTag, onClearAll, className }: MobileFilterSheetProps) {
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
          <SheetDescription>지역과 태그로 프로젝트를 좁혀 보세요.</SheetDescription>
        </SheetHeader>
        <div className="flex flex-col gap-2">
          <Label htmlFor="mobile-location">지역</Label>
          <LocationSelect id="mobile-location" value={filters.location} onValueChange={(location) => onChange({ location })} />
        </div>
        <TagChooser selected={filters.tags} options={tagOptions} onToggle={onToggleTag} isLoading={tagsLoading} />
        <SheetFooter className="sticky -bottom-5 -mx-5 -mb-5 flex-row gap-2 border-t bg-background px-5 pt-4 pb-5">
          <Button variant="outline" className="flex-1" onClick={onClearAll}>
            초기화
          </Button>
          <SheetClose asChild>
            <Button className="flex-[2]">{total != null ? `${total.toLocaleString("ko-KR")}개 프로젝트 보기` : "결과 보기"}</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
