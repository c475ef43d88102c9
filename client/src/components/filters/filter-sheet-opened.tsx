import { LocationSelect } from "@/components/projects/location-select";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { TagChooser } from "./tag-filter";
import { FilterButton, filterCount, type FilterSheetProps } from "./filter-sheet";

/** The drawer itself, mounted (already open) by the first press of the filter button. */
export function FilterSheetOpened(props: FilterSheetProps) {
  const { description, locationId, location, onLocationChange, tags, tagOptions, tagsLoading, onToggleTag, children, onClearAll, resultsLabel, className } =
    props;
  return (
    <Sheet defaultOpen>
      <SheetTrigger asChild>
        <FilterButton count={filterCount(props)} className={className} />
      </SheetTrigger>
      <SheetContent side="right" className="gap-6">
        <SheetHeader>
          <SheetTitle>필터</SheetTitle>
          <SheetDescription>{description}</SheetDescription>
        </SheetHeader>
        <div className="flex flex-col gap-2">
          <Label htmlFor={locationId}>지역</Label>
          <LocationSelect id={locationId} value={location} onValueChange={onLocationChange} />
        </div>
        {children}
        <TagChooser selected={tags} options={tagOptions} onToggle={onToggleTag} isLoading={tagsLoading} />
        <SheetFooter className="sticky -bottom-5 -mx-5 -mb-5 flex-row gap-2 border-t bg-background px-5 pt-4 pb-5">
          <Button variant="outline" className="flex-1" onClick={onClearAll}>
            초기화
          </Button>
          <SheetClose asChild>
            <Button className="flex-[2]">{resultsLabel}</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
