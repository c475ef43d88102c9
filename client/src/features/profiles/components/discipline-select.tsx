import type { ComponentProps } from "react";
import { DISCIPLINES, type Discipline } from "@shared/constants";
import { disciplineLabel } from "@shared/discipline-labels";
import { NativeSelect } from "@/components/ui/native-select";

type Props = Omit<ComponentProps<typeof NativeSelect>, "value" | "onChange" | "children"> & {
  value: string | null | undefined;
  /** The picked field, or null for '선택 안 함'. */
  onChange: (discipline: Discipline | null) => void;
};

/**
 * The field a member works in (issue 31): one list for sign-up and the profile's 전문 정보. The other props
 * (a form field's id, aria-*, ref, name, onBlur) go to the <select>.
 */
export function DisciplineSelect({ value, onChange, ...props }: Props) {
  return (
    <NativeSelect {...props} value={value ?? ""} onChange={(e) => onChange((e.target.value || null) as Discipline | null)}>
      <option value="">선택 안 함</option>
      {DISCIPLINES.map((d) => (
        <option key={d} value={d}>
          {disciplineLabel[d]}
        </option>
      ))}
    </NativeSelect>
  );
}
