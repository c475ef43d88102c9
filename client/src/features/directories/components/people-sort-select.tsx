import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/cn";
import { PEOPLE_SORT_LABELS, type PeopleSort } from "../lib/people-filters";

export interface PeopleSortSelectProps {
  value: PeopleSort;
  options: readonly PeopleSort[];
  onValueChange: (v: PeopleSort) => void;
  className?: string;
}

export function PeopleSortSelect({ value, options, onValueChange, className }: PeopleSortSelectProps) {
  return (
    <Select value={value} onValueChange={(v) => onValueChange(v as PeopleSort)}>
      <SelectTrigger aria-label="정렬 기준" className={cn("h-9 w-[8.5rem] rounded-lg", className)}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent align="end">
        {options.map((s) => (
          <SelectItem key={s} value={s}>
            {PEOPLE_SORT_LABELS[s]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
