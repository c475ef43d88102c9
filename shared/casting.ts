/**
 * Casting (issue 26): the roles of a project, its conditions, the media of an application and the
 * video addresses that become embedded players. Zod-free, so pages and cards use it without the validators.
 */

import { ACCOMMODATION, MEALS, TRANSPORT } from "./casting-card";

export { ACCOMMODATION, MEALS, TRANSPORT, feeRangeText, mealsLabel, transportLabel, type RoleSummary } from "./casting-card";
export const accommodationLabel: Record<(typeof ACCOMMODATION)[number], string> = { provided: "숙박 제공", none: "숙박 미제공", not_needed: "숙박 불필요" };

export const ROLES_MAX = 20;
export const ROLE_HEADCOUNT_MAX = 50;
/** A fee above this (10억 원) is a typo, not a fee. */
export const FEE_AMOUNT_MAX = 1_000_000_000;
export const APPLICATION_MEDIA_MAX = 10;

export const FEE_KINDS = ["fixed", "per_day", "per_session", "negotiable", "unpaid"] as const;
export type FeeKind = (typeof FEE_KINDS)[number];
/** Kinds that carry an amount. */
export const PAID_FEE_KINDS: readonly FeeKind[] = ["fixed", "per_day", "per_session"];
export const feeKindLabel: Record<FeeKind, string> = {
  fixed: "고정 금액",
  per_day: "일당",
  per_session: "회당",
  negotiable: "협의",
  unpaid: "무보수",
};

export const REQUIRED_MEDIA = ["photo", "video", "audio", "portfolio"] as const;
export type RequiredMedia = (typeof REQUIRED_MEDIA)[number];
export const requiredMediaLabel: Record<RequiredMedia, string> = { photo: "사진", video: "영상", audio: "음원", portfolio: "포트폴리오 링크" };

export const MEDIA_KINDS = ["video", "audio", "photo", "link"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
export const mediaKindLabel: Record<MediaKind, string> = { video: "영상", audio: "음원", photo: "사진", link: "링크" };
/** Which media kind satisfies a required medium: a portfolio is a link (a site, a drive folder, a PDF). */
export const mediaForRequirement: Record<RequiredMedia, MediaKind> = { photo: "photo", video: "video", audio: "audio", portfolio: "link" };

export interface ApplicationMedia {
  kind: MediaKind;
  url: string;
}

/** Suggested role categories (free text is allowed; these are what the wizard offers). */
export const ROLE_CATEGORIES = ["배우", "연출", "촬영", "조명", "음향", "음악", "무용", "미술", "분장", "의상", "스태프", "기타"] as const;

export interface ProjectConditions {
  meals: (typeof MEALS)[number];
  transport: (typeof TRANSPORT)[number];
  accommodation: (typeof ACCOMMODATION)[number];
  paymentTiming: string;
  schedule: string;
}

export interface RoleFee {
  kind: FeeKind;
  amount: number | null;
}

/** '150,000원' / '일 150,000원' / '회당 80,000원' / '협의' / '무보수'. */
export function feeText(fee: RoleFee): string {
  if (fee.kind === "unpaid") return "무보수";
  if (fee.kind === "negotiable" || fee.amount == null) return "협의";
  const won = `${fee.amount.toLocaleString("ko-KR")}원`;
  return fee.kind === "per_day" ? `일 ${won}` : fee.kind === "per_session" ? `회당 ${won}` : won;
}

/** A parsed video address: the embed address of a privacy-enhanced player, or null when it is not YouTube or Vimeo. */
export interface VideoEmbed {
  provider: "youtube" | "vimeo";
  id: string;
  embedUrl: string;
}

/**
 * YouTube (watch, youtu.be, shorts, embed) and Vimeo addresses parsed into embed addresses, never
 * fetched: youtube-nocookie.com (no cookies until play) and player.vimeo.com with do-not-track.
 */
export function videoEmbed(address: string): VideoEmbed | null {
  let u: URL;
  try {
    u = new URL(address.trim());
  } catch {
    return null;
  }
  if (u.protocol !== "https:" && u.protocol !== "http:") return null;
  const host = u.hostname.toLowerCase().replace(/^(www\.|m\.)/, "");
  const yt = (id: string | null | undefined): VideoEmbed | null =>
    id && /^[A-Za-z0-9_-]{11}$/.test(id) ? { provider: "youtube", id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` } : null;
  if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (u.pathname === "/watch") return yt(u.searchParams.get("v"));
    const m = /^\/(?:shorts|embed|live)\/([^/]+)/.exec(u.pathname);
    return yt(m?.[1]);
  }
  if (host === "youtu.be") return yt(u.pathname.slice(1).split("/")[0]);
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const m = /^\/(?:video\/)?(\d{1,12})(?:\/|$)/.exec(u.pathname);
    return m ? { provider: "vimeo", id: m[1]!, embedUrl: `https://player.vimeo.com/video/${m[1]}?dnt=1` } : null;
  }
  return null;
}

export const VIDEO_EXT = /\.(mp4|webm|mov)$/i;
export const AUDIO_EXT = /\.(mp3|m4a|wav)$/i;
