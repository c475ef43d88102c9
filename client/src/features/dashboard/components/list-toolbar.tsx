import { useId, type ReactNode } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

export interface ToolbarSelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T) => void;
}

/** One labelled select of a dashboard list's toolbar (sort, status filter, period). */
export function ToolbarSelect<T extends string>({ label, value, options, labels, onChange }: ToolbarSelectProps<T>) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <Select value={value} onValueChange={(v) => onChange(v as T)}>
        <SelectTrigger id={id} className="h-9 w-full sm:w-40">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((o) => (
            <SelectItem key={o} value={o}>
              {labels[o]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** The row above a list: selects on the left (two columns on phones), the count on the right. */
export function ListToolbar({ children, count }: { children: ReactNode; count?: number }) {
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-end">{children}</div>
      {count !== undefined && (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          총 <span className="font-semibold text-foreground tabular-nums">{count}</span>건
        </p>
      )}
    </div>
  );
}
