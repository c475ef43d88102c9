import { NativeSelect } from "@/components/ui/native-select";
import { useLocations } from "@/lib/api/get-locations";
import { cn } from "@/lib/cn";

export interface LocationSelectProps {
  /** A region name, or "" for every region. */
  value: string;
  onValueChange: (value: string) => void;
  id?: string;
  className?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
}

/**
 * Region dropdown over GET /api/locations with a 전체 지역 choice first. A native select: it sits on the
 * landing page's first view, where a popover library would cost more than the whole page.
 */
export function LocationSelect({ value, onValueChange, id, className, ...aria }: LocationSelectProps) {
  const { data: locations = [] } = useLocations();
  const names = locations.map((l) => l.name);
  // A region from the address that the list does not hold (or the list still loading) stays selectable.
  if (value && !names.includes(value)) names.unshift(value);

  return (
    <NativeSelect id={id} value={value} onChange={(e) => onValueChange(e.target.value)} className={cn("bg-background", className)} {...aria}>
      <option value="">전체 지역</option>
      {names.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </NativeSelect>
  );
}
