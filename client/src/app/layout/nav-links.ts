import type { AuthUser } from "@/features/auth/api/get-user";

/** Spec "Navigation shell": header links shown signed in or out. */
export const mainNavLinks = [
  { href: "/projects", label: "프로젝트 찾기" },
  { href: "/artists", label: "아티스트 찾기" },
  { href: "/producers", label: "제작자 찾기" },
  { href: "/community", label: "커뮤니티" },
] as const;

/** Own profile: /artists/{id} for an artist, /producers/{id} for a producer. */
export function ownProfileHref(user: Pick<AuthUser, "id" | "userType">): string {
  return user.userType === "artist" ? `/artists/${user.id}` : `/producers/${user.id}`;
}

/** Active when the path is the link itself or below it (/projects/12 keeps 프로젝트 active). */
export function isActivePath(location: string, href: string): boolean {
  if (href === "/") return location === "/";
  return location === href || location.startsWith(`${href}/`);
}
