import { describe, expect, it } from "vitest";
import { budgetSortValue, formatCustomBudget, parseBudget } from "@shared/budget";
import { BUDGET_PRESETS } from "@shared/constants";

describe("parseBudget", () => {
  const presets: Record<(typeof BUDGET_PRESETS)[number], { min: number | null; max: number | null }> = {
    미정: { min: null, max: null },
    "추후 협의": { min: null, max: null },
    협찬: { min: null, max: null },
    "100만원 이하": { min: 0, max: 100 },
    "100~500만원": { min: 100, max: 500 },
    "500~1000만원": { min: 500, max: 1000 },
    "1000~5000만원": { min: 1000, max: 5000 },
    "5000만원 이상": { min: 5000, max: null },
  };

  it("when every preset is parsed, then each gives its range in units of 10,000 won", () => {
    expect(Object.keys(presets).sort()).toEqual([...BUDGET_PRESETS].sort());
    for (const preset of BUDGET_PRESETS) expect(parseBudget(preset), preset).toEqual(presets[preset]);
  });

  it("when the presets are sorted by their sort value, then amounts order ascending and open budgets have none", () => {
    const values = BUDGET_PRESETS.map((p) => budgetSortValue(parseBudget(p)));
    expect(values).toEqual([null, null, null, 100, 500, 1000, 5000, 5000]);
  });

  it.each([
    ["300만원", { min: 300, max: 300 }],
    ["1,500만원", { min: 1500, max: 1500 }],
    ["300", { min: 300, max: 300 }],
    ["300만", { min: 300, max: 300 }],
    ["1억", { min: 10_000, max: 10_000 }],
    ["1.5억", { min: 15_000, max: 15_000 }],
    ["3000000원", { min: 300, max: 300 }],
    ["200-300만원", { min: 200, max: 300 }],
    ["1~2억", { min: 10_000, max: 20_000 }],
    ["500만원~1억", { min: 500, max: 10_000 }],
    ["50만원 미만", { min: 0, max: 50 }],
    ["1억 초과", { min: 10_000, max: null }],
  ])("when a custom amount %s is parsed, then it gives %o", (text, range) => {
    expect(parseBudget(text)).toEqual(range);
  });

  it("when the text is empty or not an amount, then it gives nulls", () => {
    expect(parseBudget(null)).toEqual({ min: null, max: null });
    expect(parseBudget(undefined)).toEqual({ min: null, max: null });
    expect(parseBudget("")).toEqual({ min: null, max: null });
    expect(parseBudget("협의 가능")).toEqual({ min: null, max: null });
  });
});

describe("formatCustomBudget", () => {
  it.each([
    ["300", "300만원"],
    [300, "300만원"],
    ["1500", "1,500만원"],
    ["1,500", "1,500만원"],
    [" 25 000 ", "25,000만원"],
  ])("when given %o, then it shows %s", (input, shown) => {
    expect(formatCustomBudget(input)).toBe(shown);
  });

  it.each([["0"], [0], [""], ["abc"], ["-5"], ["1.5"]])("when given %o (not a positive whole amount), then it gives an empty string", (input) => {
    expect(formatCustomBudget(input)).toBe("");
  });

  it("when a formatted custom budget is parsed back, then it gives the same amount", () => {
    expect(parseBudget(formatCustomBudget("1500"))).toEqual({ min: 1500, max: 1500 });
  });
});
