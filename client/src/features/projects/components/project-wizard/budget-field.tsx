import { useId, useState } from "react";
import { formatCustomBudget } from "@shared/budget";
import { BUDGET_PRESETS } from "@shared/constants";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";

export interface BudgetFieldProps {
  id?: string;
  /** The stored text: a preset, a custom "300만원", or '' for none. */
  value: string;
  onChange: (budget: string) => void;
  /** Set by FormControl: the field's description and error message. */
  "aria-describedby"?: string;
}

const isPreset = (v: string) => (BUDGET_PRESETS as readonly string[]).includes(v);

/** "1,200만원" -> "1200" for the custom field. */
function customAmount(budget: string): string {
  const m = /^([\d,]+)만원$/.exec(budget.trim());
  return m ? m[1]!.replace(/,/g, "") : "";
}

/**
 * Spec: a preset or '직접 입력', a number in units of 10,000 won stored as the formatted number plus
 * 만원 ("300만원"); a non-numeric entry gives an empty value.
 */
export function BudgetField({ id, value, onChange, "aria-describedby": describedBy }: BudgetFieldProps) {
  const [custom, setCustom] = useState(() => !!value && !isPreset(value));
  const [amount, setAmount] = useState(() => customAmount(value));
  const amountId = useId();
  const amountHintId = useId();

  const choosePreset = (preset: string) => {
    setCustom(false);
    onChange(value === preset ? "" : preset);
  };

  const chooseCustom = () => {
    setCustom(true);
    onChange(formatCustomBudget(amount));
  };

  return (
    <div className="flex flex-col gap-3">
      <div id={id} role="group" aria-label="예산 선택" aria-describedby={describedBy} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {BUDGET_PRESETS.map((preset) => {
          const selected = !custom && value === preset;
          return (
            <button
              key={preset}
              type="button"
              aria-pressed={selected}
              onClick={() => choosePreset(preset)}
              className={cn(
                "rounded-md border px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring",
                selected ? "border-primary bg-primary text-primary-foreground" : "border-input bg-background hover:bg-accent",
              )}
            >
              {preset}
            </button>
          );
        })}
        <button
          type="button"
          aria-pressed={custom}
          onClick={chooseCustom}
          className={cn(
            "rounded-md border px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring",
            custom ? "border-primary bg-primary text-primary-foreground" : "border-dashed border-input bg-background hover:bg-accent",
          )}
        >
          직접 입력
        </button>
      </div>
      {custom && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={amountId} className="text-sm font-medium">
            예산 금액 (만원 단위)
          </label>
          <div className="relative">
            <Input
              id={amountId}
              inputMode="numeric"
              autoComplete="off"
              placeholder="예: 300"
              value={amount}
              maxLength={9}
              aria-describedby={amountHintId}
              onChange={(e) => {
                setAmount(e.target.value);
                onChange(formatCustomBudget(e.target.value));
              }}
              className="pr-14"
              autoFocus
            />
            <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-muted-foreground">만원</span>
          </div>
          <p id={amountHintId} className="text-xs text-muted-foreground" aria-live="polite">
            {value ? `저장될 예산: ${value}` : amount.trim() ? "숫자만 입력해주세요." : "숫자를 입력하면 만원 단위로 저장됩니다."}
          </p>
        </div>
      )}
    </div>
  );
}
