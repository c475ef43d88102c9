import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { FEE_KINDS, feeKindLabel, PAID_FEE_KINDS, REQUIRED_MEDIA, requiredMediaLabel, ROLE_CATEGORIES, ROLES_MAX, type FeeKind } from "@shared/casting";
import type { ProjectFields, ProjectFormInput } from "@shared/validators/projects";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";

const NEW_ROLE = { name: "", category: "배우", headcount: 1, fee: { kind: "fixed" as FeeKind, amount: null }, description: "", requiredMedia: [] };

/** The roles (모집 분야 / 배역) of the project: add, reorder, remove; each with its fee and required material (issue 26). */
export function RolesEditor() {
  const form = useFormContext<ProjectFormInput, unknown, ProjectFields>();
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: "roles", keyName: "key" });
  const rolesError = form.formState.errors.roles;

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium">모집 분야 (배역)</legend>
      <p className="text-sm text-muted-foreground">
        주연, 조연, 촬영감독처럼 분야마다 인원과 보수, 필요한 자료를 정하면 지원자가 분야를 골라 지원합니다. 없으면 프로젝트 하나로 모집합니다.
      </p>
      <datalist id="role-categories">
        {ROLE_CATEGORIES.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <ol className="flex flex-col gap-3">
        {fields.map((f, i) => (
          <RoleRow key={f.key} index={i} count={fields.length} onRemove={() => remove(i)} onMove={(to) => move(i, to)} />
        ))}
      </ol>
      {rolesError?.message && <p className="text-sm text-destructive">{String(rolesError.message)}</p>}
      <Button type="button" variant="outline" onClick={() => append(NEW_ROLE)} disabled={fields.length >= ROLES_MAX} className="self-start">
        <Plus aria-hidden="true" />
        모집 분야 추가
      </Button>
    </fieldset>
  );
}

function RoleRow({ index: i, count, onRemove, onMove }: { index: number; count: number; onRemove: () => void; onMove: (to: number) => void }) {
  const form = useFormContext<ProjectFormInput, unknown, ProjectFields>();
  const kind = form.watch(`roles.${i}.fee.kind`);
  const name = form.watch(`roles.${i}.name`);
  const label = `모집 분야 ${i + 1}`;
  const paid = PAID_FEE_KINDS.includes(kind as FeeKind);

  return (
    <li className="rounded-md border p-3" aria-label={name ? `${label}: ${name}` : label}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <span className="text-sm font-semibold">{label}</span>
        <div className="flex gap-1">
          <Button type="button" size="icon" variant="ghost" aria-label={`${label} 위로`} disabled={i === 0} onClick={() => onMove(i - 1)}>
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button type="button" size="icon" variant="ghost" aria-label={`${label} 아래로`} disabled={i === count - 1} onClick={() => onMove(i + 1)}>
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button type="button" size="icon" variant="ghost" aria-label={`${label} 삭제`} onClick={onRemove}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          control={form.control}
          name={`roles.${i}.name`}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{label} 이름</FormLabel>
              <FormControl>
                <Input {...field} maxLength={50} placeholder="예: 주연 (30대 여성)" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name={`roles.${i}.category`}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{label} 구분</FormLabel>
              <FormControl>
                <Input {...field} list="role-categories" maxLength={30} placeholder="배우, 촬영, 음악…" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name={`roles.${i}.headcount`}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{label} 인원</FormLabel>
              <FormControl>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={50}
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  value={Number.isFinite(field.value) ? field.value : ""}
                  onChange={(e) => field.onChange(e.target.valueAsNumber)}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name={`roles.${i}.fee.kind`}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{label} 보수 방식</FormLabel>
              <FormControl>
                <NativeSelect
                  {...field}
                  onChange={(e) => {
                    field.onChange(e.target.value);
                    if (!PAID_FEE_KINDS.includes(e.target.value as FeeKind)) form.setValue(`roles.${i}.fee.amount`, null);
                  }}
                >
                  {FEE_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {feeKindLabel[k]}
                    </option>
                  ))}
                </NativeSelect>
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        {paid && (
          <FormField
            control={form.control}
            name={`roles.${i}.fee.amount`}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{label} 보수 금액 (원)</FormLabel>
                <FormControl>
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1000}
                    name={field.name}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    value={field.value ?? ""}
                    onChange={(e) => field.onChange(Number.isFinite(e.target.valueAsNumber) ? e.target.valueAsNumber : null)}
                    placeholder="예: 150000"
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        )}
      </div>
      <FormField
        control={form.control}
        name={`roles.${i}.requiredMedia`}
        render={({ field }) => (
          <FormItem className="mt-3">
            <fieldset>
              <legend className="text-sm font-medium">{label} 필수 제출 자료</legend>
              <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                {REQUIRED_MEDIA.map((m) => {
                  const checked = (field.value ?? []).includes(m);
                  return (
                    <label key={m} className="flex items-center gap-1.5 text-sm">
                      <input
                        type="checkbox"
                        className="size-4 accent-primary"
                        checked={checked}
                        onChange={() => field.onChange(checked ? (field.value ?? []).filter((v) => v !== m) : [...(field.value ?? []), m])}
                      />
                      {requiredMediaLabel[m]}
                    </label>
                  );
                })}
              </div>
            </fieldset>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name={`roles.${i}.description`}
        render={({ field }) => (
          <FormItem className="mt-3">
            <FormLabel>{label} 설명</FormLabel>
            <FormControl>
              <Textarea {...field} value={field.value ?? ""} rows={2} maxLength={1000} placeholder="촬영 회차, 배역 설명 등" />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </li>
  );
}
