import { ROLE_CATEGORIES } from "@shared/casting";
import { NativeSelect } from "@/components/ui/native-select";
import { cn } from "@/lib/cn";

export interface RoleCategorySelectProps {
  /** A role category, or "" for every category. */
  value: string;
  onValueChange: (value: string) => void;
  id?: string;
  className?: string;
  "aria-label"?: string;
}

/**
 * The role category filter of /projects (issue 26): the categories the wizard offers, with 전체 분야 first.
 * A native select, as the region's: it sits on the list's first view.
 */
export function RoleCategorySelect({ value, onValueChange, id, className, ...aria }: RoleCategorySelectProps) {
  const names: string[] = [...ROLE_CATEGORIES];
  // A category typed by a producer (free text) and reached through a link or a saved search stays selectable.
  if (value && !names.includes(value)) names.unshift(value);
  return (
    <NativeSelect id={id} value={value} onChange={(e) => onValueChange(e.target.value)} className={cn("bg-background", className)} {...aria}>
      <option value="">전체 분야</option>
      {names.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </NativeSelect>
  );
}

/** 유급 배역만: only projects with a role paid an amount (not 협의, not 무보수). */
export function PaidRolesCheckbox({
  checked,
  onCheckedChange,
  className,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  className?: string;
}) {
  return (
    <label className={cn("flex items-center gap-2 text-sm", className)}>
      <input type="checkbox" checked={checked} onChange={(e) => onCheckedChange(e.target.checked)} />
      유급 배역만
    </label>
  );
}
