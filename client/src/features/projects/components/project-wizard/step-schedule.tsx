import { useFormContext } from "react-hook-form";
import { todayInKorea, type ProjectFields, type ProjectFormInput } from "@shared/validators/projects";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useLocations } from "@/lib/api/get-locations";
import { RequiredMark } from "./required-mark";

/**
 * Spec (dates): start from today; end from the start date or today; deadline from today and not after
 * the start date when one is set. The min/max attributes steer the native pickers; the schema decides.
 */
export function StepSchedule() {
  const form = useFormContext<ProjectFormInput, unknown, ProjectFields>();
  const locations = useLocations();
  const today = todayInKorea();
  const startDate = form.watch("startDate") || "";
  const currentLocation = form.watch("location") || "";

  const names = (locations.data ?? []).map((l) => l.name);
  // A stored region that is no longer in the list stays selectable.
  if (currentLocation && !names.includes(currentLocation)) names.unshift(currentLocation);

  /** A date that others are compared with changed: re-check the ones already filled in. */
  const recheck = (fields: Array<"endDate" | "deadline">) => {
    const filled = fields.filter((f) => !!form.getValues(f));
    if (filled.length) void form.trigger(filled);
  };

  return (
    <div className="flex flex-col gap-6">
      <FormField
        control={form.control}
        name="location"
        render={({ field }) => (
          <FormItem>
            <FormLabel>
              지역
              <RequiredMark />
            </FormLabel>
            <Select value={field.value || undefined} onValueChange={field.onChange} disabled={locations.isLoading && !names.length}>
              <FormControl>
                <SelectTrigger onBlur={field.onBlur}>
                  <SelectValue placeholder={locations.isLoading ? "지역 목록을 불러오는 중..." : "지역을 선택해주세요"} />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                {names.map((name) => (
                  <SelectItem key={name} value={name}>
                    {name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {locations.isError && <FormDescription className="text-destructive">지역 목록을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.</FormDescription>}
            <FormMessage />
          </FormItem>
        )}
      />

      <div className="grid gap-6 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="startDate"
          render={({ field }) => (
            <FormItem>
              <FormLabel>시작일</FormLabel>
              <FormControl>
                <Input
                  type="date"
                  {...field}
                  value={field.value ?? ""}
                  min={today}
                  onChange={(e) => {
                    field.onChange(e);
                    recheck(["endDate", "deadline"]);
                  }}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="endDate"
          render={({ field }) => (
            <FormItem>
              <FormLabel>종료일</FormLabel>
              <FormControl>
                <Input type="date" {...field} value={field.value ?? ""} min={startDate || today} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      </div>

      <FormField
        control={form.control}
        name="deadline"
        render={({ field }) => (
          <FormItem>
            <FormLabel>
              지원 마감일
              <RequiredMark />
            </FormLabel>
            <FormControl>
              <Input type="date" {...field} value={field.value ?? ""} min={today} max={startDate || undefined} className="sm:max-w-[calc(50%-0.75rem)]" />
            </FormControl>
            <FormDescription>마감일은 오늘부터 시작일 사이로 선택할 수 있습니다. 마감일이 지나면 지원을 받지 않습니다.</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
    </div>
  );
}
