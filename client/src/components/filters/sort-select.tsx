import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/cn";

export interface SortSelectProps<T extends string> {
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  onValueChange: (v: T) => void;
  /** Classes of the trigger (its width). */
  className?: string;
}

/** A list's 정렬 기준 as a Radix select (the /projects first view uses a native select instead). */
export function SortSelect<T extends string>({ value, options, labels, onValueChange, className }: SortSelectProps<T>) {
  return (
    <Select value={value} onValueChange={(v) => onValueChange(v as T)}>
      <SelectTrigger aria-label="정렬 기준" className={cn("h-9 rounded-lg", className)}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent align="end">
        {options.map((s) => (
          <SelectItem key={s} value={s}>
            {labels[s]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
