/**
 * Budgets are shown as text (a preset such as "100~500만원" or a custom "300만원") and stored with a
 * numeric range in units of 10,000 won so the budget sort orders by amount, not by text.
 */
export interface BudgetRange {
  min: number | null;
  max: number | null;
}

const UNIT = "만원";

/** "300" (units of 10,000 won) -> "300만원"; thousands get separators; non-numeric gives "". */
export function formatCustomBudget(amount: string | number): string {
  const digits = String(amount).replace(/[,\s]/g, "");
  if (!/^\d+$/.test(digits) || Number(digits) <= 0) return "";
  return `${Number(digits).toLocaleString("ko-KR")}${UNIT}`;
}

/** Parses the display text into a range in units of 10,000 won; unknown or negotiable budgets give nulls. */
export function parseBudget(text: string | null | undefined): BudgetRange {
  if (!text) return { min: null, max: null };
  const t = text.replace(/,/g, "").replace(/\s/g, "");
  const toManwon = (n: string, unit?: string) => {
    const v = Number(n);
    return unit === "억" ? v * 10_000 : unit === "원" ? Math.round(v / 10_000) : v;
  };
  let m = t.match(/^(\d+(?:\.\d+)?)(억|만원|만|원)?(?:~|-)(\d+(?:\.\d+)?)(억|만원|만|원)?$/);
  if (m) {
    const unit = m[4] ?? m[2];
    return { min: toManwon(m[1]!, m[2] ?? unit), max: toManwon(m[3]!, unit) };
  }
  m = t.match(/^(\d+(?:\.\d+)?)(억|만원|만|원)?(이하|미만)$/);
  if (m) return { min: 0, max: toManwon(m[1]!, m[2]) };
  m = t.match(/^(\d+(?:\.\d+)?)(억|만원|만|원)?(이상|초과)$/);
  if (m) return { min: toManwon(m[1]!, m[2]), max: null };
  m = t.match(/^(\d+(?:\.\d+)?)(억|만원|만|원)?$/);
  if (m) {
    const v = toManwon(m[1]!, m[2]);
    return { min: v, max: v };
  }
  return { min: null, max: null };
}

/** Sort key for the budget sort: the upper end, or the lower end for open-ended ranges ("5000만원 이상"). */
export function budgetSortValue(r: BudgetRange): number | null {
  return r.max ?? r.min;
}
