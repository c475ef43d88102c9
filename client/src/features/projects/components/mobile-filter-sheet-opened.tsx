import { LocationSelect } from "@/components/projects/location-select";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { TagChooser } from "@/components/filters/tag-filter";
import { FilterButton, filterCount, type MobileFilterSheetProps } from "./mobile-filter-sheet";

/** The drawer itself, mounted (already open) by the first press of the filter button. */
export function MobileFilterSheetOpened({ filters, tagOptions, tagsLoading, total, onChange, onToggleTag, onClearAll, className }: MobileFilterSheetProps) {
  return (
    <Sheet defaultOpen>
      <SheetTrigger asChild>
        <FilterButton count={filterCount(filters)} className={className} />
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
