/**
 * What a project card shows of casting (issue 26): the roles' fee range and the meal and transport
 * conditions. Its own small module because cards are on /projects' first view (130 KB budget).
 */

export const MEALS = ["provided", "allowance", "none"] as const;
export const TRANSPORT = ["provided", "allowance", "none"] as const;
export const ACCOMMODATION = ["provided", "none", "not_needed"] as const;
export const mealsLabel: Record<(typeof MEALS)[number], string> = { provided: "식사 제공", allowance: "식비 지급", none: "식사 미제공" };
export const transportLabel: Record<(typeof TRANSPORT)[number], string> = { provided: "교통 제공", allowance: "교통비 지급", none: "교통비 없음" };

/** What a card shows of a project's roles (one subquery of the card's statement). */
export interface RoleSummary {
  count: number;
  minFee: number | null;
  maxFee: number | null;
  hasUnpaid: boolean;
  hasNegotiable: boolean;
}

/** '10만~30만원 · 무보수 포함' style text of a card's fee range; null without roles. */
export function feeRangeText(s: RoleSummary | null): string | null {
  if (!s || !s.count) return null;
  const man = (won: number) => (won >= 10_000 ? `${Math.round(won / 10_000).toLocaleString("ko-KR")}만` : won.toLocaleString("ko-KR"));
  const parts: string[] = [];
  if (s.minFee != null && s.maxFee != null) parts.push(s.minFee === s.maxFee ? `${man(s.minFee)}원` : `${man(s.minFee)}~${man(s.maxFee)}원`);
  if (s.hasNegotiable) parts.push("협의");
  if (s.hasUnpaid) parts.push("무보수");
  return parts.join(" · ");
}
