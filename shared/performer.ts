import type { Gender } from "./constants";

/*
 * Performer details in words (issue 31): the artist cards of /artists and the landing, and the profile.
 * A module of its own, so the cards' chunk carries these few words and not the other field labels.
 */

export const genderLabel: Record<Gender, string> = { female: "여성", male: "남성", other: "기타" };

export interface PerformerDetails {
  gender?: string | null;
  heightCm?: number | null;
  playingAgeMin?: number | null;
  playingAgeMax?: number | null;
}

/** '20~29세', '40세 이상', '12세 이하', or null when neither end is given. */
export function playingAgeText(min: number | null | undefined, max: number | null | undefined): string | null {
  if (min != null && max != null) return min === max ? `${min}세` : `${min}~${max}세`;
  if (min != null) return `${min}세 이상`;
  if (max != null) return `${max}세 이하`;
  return null;
}

/** The details given, in words ('여성', '165cm', '20~29세'); empty when none is. */
export function performerSummary(p: PerformerDetails): string[] {
  const parts: string[] = [];
  if (p.gender && p.gender in genderLabel) parts.push(genderLabel[p.gender as Gender]);
  if (p.heightCm != null) parts.push(`${p.heightCm}cm`);
  const ages = playingAgeText(p.playingAgeMin, p.playingAgeMax);
  if (ages) parts.push(ages);
  return parts;
}
