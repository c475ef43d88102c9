import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useLocations } from "@/lib/api/get-locations";
import { cn } from "@/lib/cn";

/** Radix Select cannot hold an empty value, so "every region" travels as this marker. */
const ALL = "__all__";

export interface LocationSelectProps {
  /** A region name, or "" for every region. */
  value: string;
  onValueChange: (value: string) => void;
  id?: string;
  className?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
}

/** Region dropdown over GET /api/locations with a 전체 지역 choice first. */
export function LocationSelect({ value, onValueChange, id, className, ...aria }: LocationSelectProps) {
  const { data: locations = [] } = useLocations();
  const names = locations.map((l) => l.name);
  // A region from the address that the list does not hold (or the list still loading) stays selectable.
  if (value && !names.includes(value)) names.unshift(value);

  return (
    <Select value={value || ALL} onValueChange={(v) => onValueChange(v === ALL ? "" : v)}>
      <SelectTrigger id={id} className={cn("bg-background", className)} {...aria}>
        <SelectValue placeholder="전체 지역" />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>전체 지역</SelectItem>
        {names.map((name) => (
          <SelectItem key={name} value={name}>
            {name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
