import { PROJECT_SORTS } from "@shared/constants";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/cn";
import { SORT_LABELS, type ProjectSort } from "../lib/project-filters";

export function ProjectSortSelect({ value, onValueChange, className }: { value: ProjectSort; onValueChange: (v: ProjectSort) => void; className?: string }) {
  return (
    <Select value={value} onValueChange={(v) => onValueChange(v as ProjectSort)}>
      <SelectTrigger aria-label="정렬 기준" className={cn("h-9 w-[8.5rem] rounded-lg", className)}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent align="end">
        {PROJECT_SORTS.map((s) => (
          <SelectItem key={s} value={s}>
            {SORT_LABELS[s]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
