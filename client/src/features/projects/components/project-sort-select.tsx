import { PROJECT_SORTS } from "@shared/constants";
import { NativeSelect } from "@/components/ui/native-select";
import { cn } from "@/lib/cn";
import { SORT_LABELS, type ProjectSort } from "../lib/project-filters";

/** A native select: three choices do not need a popover library on the search page's first view. */
export function ProjectSortSelect({ value, onValueChange, className }: { value: ProjectSort; onValueChange: (v: ProjectSort) => void; className?: string }) {
  return (
    <NativeSelect
      aria-label="정렬 기준"
      value={value}
      onChange={(e) => onValueChange(e.target.value as ProjectSort)}
      className={cn("w-[8.5rem] [&>select]:h-9 [&>select]:rounded-lg", className)}
    >
      {PROJECT_SORTS.map((s) => (
        <option key={s} value={s}>
          {SORT_LABELS[s]}
        </option>
      ))}
    </NativeSelect>
  );
}
