import type { UserProfile } from "@shared/api-types";
import { BIO_PLACEHOLDER } from "@shared/constants";

/** Family name then given name; else the e-mail (the owner's own, masked for everyone else). */
export function profileName(p: Pick<UserProfile, "firstName" | "lastName" | "displayEmail">): string {
  const name = `${p.lastName ?? ""}${p.firstName ?? ""}`.trim();
  return name || p.displayEmail;
}

/** Spec: the placeholder '나중에 작성 예정' counts as no bio. */
export function realBio(bio: string | null | undefined): string | null {
  const t = bio?.trim();
  return t && t !== BIO_PLACEHOLDER ? t : null;
}

/** Where the profile of this kind of user lives. */
export function profilePath(p: { id: string; userType: string }): string {
  return p.userType === "producer" ? `/producers/${p.id}` : `/artists/${p.id}`;
}

/** 'YYYY-MM-DD' -> '2024.03'; null -> ''. */
export function yearMonth(date: string | null | undefined): string {
  if (!date) return "";
  const [y, m] = date.split("-");
  return m ? `${y}.${m}` : (y ?? "");
}

/** External link text without the scheme and a trailing slash. */
export function prettyUrl(url: string): string {
  return url.replace(/^https?:\/\//i, "").replace(/\/$/, "");
}
