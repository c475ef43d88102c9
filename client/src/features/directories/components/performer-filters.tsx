import { useId } from "react";
import { GENDERS } from "@shared/constants";
import { genderLabel, playingAgeText } from "@shared/performer";
import type { FilterChipSpec } from "@/components/filters/active-filter-chips";
import { NativeSelect } from "@/components/ui/native-select";
import type { PeopleFilters } from "../lib/people-filters";

type Patch = (patch: Partial<PeopleFilters>) => void;
type NumberKey = "heightMin" | "heightMax" | "ageMin" | "ageMax";

const steps = (from: number, to: number, by: number) => Array.from({ length: Math.floor((to - from) / by) + 1 }, (_, i) => String(from + i * by));
const HEIGHTS = steps(140, 190, 5);
const AGES = steps(10, 70, 5);

const SELECTS: Array<{ key: NumberKey; label: string; values: string[]; text: (v: string) => string }> = [
  { key: "heightMin", label: "키 (최소)", values: HEIGHTS, text: (v) => `${v}cm 이상` },
  { key: "heightMax", label: "키 (최대)", values: HEIGHTS, text: (v) => `${v}cm 이하` },
  { key: "ageMin", label: "연기 나이 (최소)", values: AGES, text: (v) => `${v}세부터` },
  { key: "ageMax", label: "연기 나이 (최대)", values: AGES, text: (v) => `${v}세까지` },
];

/**
 * The artist directory's casting filters (issue 31): gender, a height range and the ages an artist can
 * play, kept in the address like the others. An address value between the steps is offered as it is.
 */
export function PerformerFilters({ filters, onChange }: { filters: PeopleFilters; onChange: Patch }) {
  const id = useId();
  return (
    <fieldset className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-5" aria-describedby={`${id}-hint`}>
      <legend className="mb-2 text-sm font-semibold">
        배우·모델 조건{" "}
        <span id={`${id}-hint`} className="font-normal text-muted-foreground">
          (프로필에 입력한 아티스트만)
        </span>
      </legend>
      <div className="col-span-2 flex flex-col gap-1 sm:col-span-1">
        <label htmlFor={`${id}-gender`} className="text-xs text-muted-foreground">
          성별
        </label>
        <NativeSelect id={`${id}-gender`} value={filters.gender} onChange={(e) => onChange({ gender: e.target.value as PeopleFilters["gender"] })}>
          <option value="">전체</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {genderLabel[g]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {SELECTS.map(({ key, label, values, text }) => {
        const value = filters[key];
        const options = value && !values.includes(value) ? [...values, value].sort((a, b) => Number(a) - Number(b)) : values;
        return (
          <div key={key} className="flex flex-col gap-1">
            <label htmlFor={`${id}-${key}`} className="text-xs text-muted-foreground">
              {label}
            </label>
            <NativeSelect id={`${id}-${key}`} value={value} onChange={(e) => onChange({ [key]: e.target.value })}>
              <option value="">전체</option>
              {options.map((v) => (
                <option key={v} value={v}>
                  {text(v)}
                </option>
              ))}
            </NativeSelect>
          </div>
        );
      })}
    </fieldset>
  );
}

/** The chips of the performer filters that are set. */
export function performerChips(f: PeopleFilters, onChange: Patch): FilterChipSpec[] {
  const chips: FilterChipSpec[] = [];
  if (f.gender) chips.push({ key: "gender", label: genderLabel[f.gender], removeLabel: "성별 필터 제거", onRemove: () => onChange({ gender: "" }) });
  if (f.heightMin || f.heightMax) {
    const label = f.heightMin && f.heightMax ? `키 ${f.heightMin}~${f.heightMax}cm` : f.heightMin ? `키 ${f.heightMin}cm 이상` : `키 ${f.heightMax}cm 이하`;
    chips.push({ key: "height", label, removeLabel: "키 필터 제거", onRemove: () => onChange({ heightMin: "", heightMax: "" }) });
  }
  const ages = playingAgeText(f.ageMin ? Number(f.ageMin) : null, f.ageMax ? Number(f.ageMax) : null);
  if (ages) chips.push({ key: "age", label: `연기 나이 ${ages}`, removeLabel: "연기 나이 필터 제거", onRemove: () => onChange({ ageMin: "", ageMax: "" }) });
  return chips;
}
