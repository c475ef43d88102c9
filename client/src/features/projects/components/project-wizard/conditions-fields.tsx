import { useFormContext } from "react-hook-form";
import { ACCOMMODATION, accommodationLabel, MEALS, mealsLabel, TRANSPORT, transportLabel } from "@shared/casting";
import type { ProjectFields, ProjectFormInput } from "@shared/validators/projects";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";

/** The conditions up front (issue 26): required to publish, so each label carries the asterisk. */
export function ConditionsFields() {
  const form = useFormContext<ProjectFormInput, unknown, ProjectFields>();
  const choice = (name: "conditions.meals" | "conditions.transport" | "conditions.accommodation", label: string, options: Array<[string, string]>) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label} *</FormLabel>
          <FormControl>
            <NativeSelect {...field} value={field.value ?? ""} onChange={(e) => field.onChange(e.target.value || undefined)}>
              <option value="">선택</option>
              {options.map(([v, l]) => (
                <option key={v} value={v}>
                  {l}
                </option>
              ))}
            </NativeSelect>
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium">근무 조건</legend>
      <p className="text-sm text-muted-foreground">지원자가 가장 먼저 확인하는 정보입니다. 공개하려면 모두 입력해주세요.</p>
      <div className="grid gap-3 sm:grid-cols-3">
        {choice(
          "conditions.meals",
          "식사",
          MEALS.map((m) => [m, mealsLabel[m]]),
        )}
        {choice(
          "conditions.transport",
          "교통",
          TRANSPORT.map((m) => [m, transportLabel[m]]),
        )}
        {choice(
          "conditions.accommodation",
          "숙박",
          ACCOMMODATION.map((m) => [m, accommodationLabel[m]]),
        )}
      </div>
      <FormField
        control={form.control}
        name="conditions.paymentTiming"
        render={({ field }) => (
          <FormItem>
            <FormLabel>보수 지급 시기 *</FormLabel>
            <FormControl>
              <Input {...field} value={field.value ?? ""} maxLength={100} placeholder="예: 촬영 종료 후 14일 이내" />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="conditions.schedule"
        render={({ field }) => (
          <FormItem>
            <FormLabel>일정 *</FormLabel>
            <FormControl>
              <Input {...field} value={field.value ?? ""} maxLength={500} placeholder="예: 12월 3회차 촬영 (주말), 리허설 1회" />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </fieldset>
  );
}
