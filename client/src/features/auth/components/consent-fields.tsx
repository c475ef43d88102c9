import type { ReactNode } from "react";
import { useWatch, type Control, type FieldValues, type Path, type PathValue, type UseFormSetValue } from "react-hook-form";
import { Link } from "wouter";
import { Checkbox } from "@/components/ui/checkbox";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";

/** The three required consents of a sign-up (issue 31; shared/validators/auth.ts consentFields). */
export interface ConsentValues {
  agreeTerms: true;
  agreePrivacy: true;
  agreeAge14: true;
}
const NAMES = ["agreeTerms", "agreePrivacy", "agreeAge14"] as const;

/** Unchecked at first: the form's schema accepts only `true`, so an unchecked box is its error. */
export const noConsents = { agreeTerms: false, agreePrivacy: false, agreeAge14: false } as unknown as ConsentValues;

const linkClass = "rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring";

const LABELS: Record<(typeof NAMES)[number], ReactNode> = {
  agreeTerms: (
    <>
      <Link href="/terms" className={linkClass} target="_blank">
        이용약관
      </Link>
      에 동의합니다 (필수)
    </>
  ),
  agreePrivacy: (
    <>
      <Link href="/privacy" className={linkClass} target="_blank">
        개인정보 수집·이용
      </Link>
      에 동의합니다 (필수)
    </>
  ),
  agreeAge14: "만 14세 이상입니다 (필수)",
};

/**
 * '전체 동의' and the three required consents, as Korean sign-up forms show them: the first box checks or
 * clears all three, and is checked when all three are.
 */
export function ConsentFields<T extends FieldValues & ConsentValues>({ control, setValue }: { control: Control<T>; setValue: UseFormSetValue<T> }) {
  const values = useWatch({ control, name: NAMES as unknown as Array<Path<T>> }) as unknown[];
  const all = values.every((v) => v === true);
  const setAll = (on: boolean) => {
    for (const name of NAMES) setValue(name as Path<T>, on as PathValue<T, Path<T>>, { shouldValidate: on });
  };
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border p-3">
      <legend className="sr-only">약관 동의</legend>
      <label className="flex items-center gap-2 border-b pb-3 text-sm font-semibold">
        <Checkbox checked={all} onCheckedChange={(v) => setAll(v === true)} />
        전체 동의
      </label>
      {NAMES.map((name) => (
        <FormField
          key={name}
          control={control}
          name={name as Path<T>}
          render={({ field }) => (
            <FormItem>
              <div className="flex flex-row items-start gap-2">
                <FormControl>
                  <Checkbox checked={field.value === true} onCheckedChange={(v) => field.onChange(v === true)} onBlur={field.onBlur} ref={field.ref} />
                </FormControl>
                <FormLabel className="leading-snug font-normal">
                  <span>{LABELS[name]}</span>
                </FormLabel>
              </div>
              <FormMessage />
            </FormItem>
          )}
        />
      ))}
      <p className="text-xs text-muted-foreground">만 14세 미만은 개인정보 보호법에 따라 법정대리인의 동의가 필요해 가입할 수 없습니다.</p>
    </fieldset>
  );
}
