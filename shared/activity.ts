/**
 * The verified activity record (issue 15, 예술활동증명 evidence): credit states, kinds of self-reported
 * activity, record periods and their labels. Pure data: imported by schema, server and client.
 */

/**
 * A credit is confirmed by the producer ('pending' until the artist answers); the artist accepts it
 * ('verified') or asks for a correction ('correction_requested', the producer confirms again).
 */
export const CREDIT_STATUSES = ["pending", "verified", "correction_requested"] as const;
export type CreditStatus = (typeof CREDIT_STATUSES)[number];

export const creditStatusLabels: Record<CreditStatus, string> = {
  pending: "예술인 확인 대기",
  verified: "양측 확인 완료",
  correction_requested: "수정 요청됨",
};

export const ACTIVITY_KINDS = ["exhibition", "performance", "publication", "screening", "other"] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const activityKindLabels: Record<ActivityKind, string> = {
  exhibition: "전시",
  performance: "공연",
  publication: "출판·발표",
  screening: "상영",
  other: "기타",
};

/** Record periods the dashboard offers, in years back from today. */
export const RECORD_PERIODS = [1, 3, 5] as const;

/** Most evidence files one self-reported item may carry. */
export const EVIDENCE_MAX = 5;

/** One line of a built record, frozen as built: the PDF and the public verify page show exactly these. */
export interface RecordEntry {
  kind: "credit" | "self";
  /** Credit or self-reported item id at the time of building. */
  sourceId: number;
  title: string;
  /** The project's fields (tags) or the kind of self-reported activity. */
  field: string;
  role: string | null;
  startDate: string;
  endDate: string | null;
  /** The producer of the project (credits) or the organizer the artist named (self-reported). */
  producer: string | null;
  presentedOn: string | null;
  presentedPlace: string | null;
  /** Only when the artist chose to include fees. */
  fee: { paid: boolean; amount: number | null } | null;
  /** The signed contract of the credit, when there is one. */
  contract: { pdfHash: string; verifyCode: string } | null;
  /** When both sides had confirmed (credits). */
  verifiedAt: string | null;
  /** Evidence file addresses (self-reported). */
  evidence: string[];
  /** A verified credit whose dates were still ahead of the day the record was built (issue 31). */
  upcoming?: boolean;
}

/**
 * Whether an activity belongs in the record window that counts back from today to `from`: anything not
 * over before `from`. Verified work still ahead of today is in every window, listed as upcoming (issue 31:
 * a credit dated next February fell outside 최근 1/3/5년 and the artist could not export it).
 */
export const inRecordWindow = (start: string, end: string | null, from: string) => (end ?? start) >= from;

/** Whether an activity starts after `today` ('YYYY-MM-DD' in Korea). */
export const isUpcoming = (start: string, today: string) => start > today;
