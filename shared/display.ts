/** Shown instead of the name of an account that was deleted. */
export const WITHDRAWN_USER_NAME = "탈퇴한 사용자";

export interface NamedUser {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  isDeleted?: boolean | null;
}

/** Korean order (성 + 이름); the e-mail when no name is set; a fixed label for withdrawn accounts. */
export function displayName(u: NamedUser | null | undefined): string {
  if (!u || u.isDeleted) return WITHDRAWN_USER_NAME;
  const name = `${u.lastName ?? ""}${u.firstName ?? ""}`.trim();
  return name || u.email || WITHDRAWN_USER_NAME;
}

/**
 * An e-mail address shown to someone other than its owner: the first two characters of the local
 * part (one when it is that short), then *** (ji***@example.com).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  const local = email.slice(0, at);
  const keep = Array.from(local)
    .slice(0, local.length > 2 ? 2 : 1)
    .join("");
  return `${keep}***${email.slice(at)}`;
}
