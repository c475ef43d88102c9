import { displayName, maskEmail } from "@shared/display";
import type { Db } from "../db/client";
import { findUser } from "../features/profiles/service";
import { findProject, isVisibleTo } from "../features/projects/service";

/**
 * The head a link preview (KakaoTalk, Slack, Facebook, X) reads: crawlers do not run the SPA, so the
 * server writes the title, description and Open Graph / Twitter tags of profile and project pages
 * into the built index.html (decision 008).
 */
export interface SocialMeta {
  title: string;
  description: string;
  /** Absolute URL. */
  image: string;
  hasImage: boolean;
  url: string;
  type: "profile" | "website";
}

const SITE_NAME = "아트링크";
const DESCRIPTION_MAX = 150;
const PAGES = /^\/(artists|producers|users|user|projects)\/([^/]+)\/?$/;

const excerpt = (text: string | null | undefined) => {
  const flat = (text ?? "").replace(/\s+/g, " ").trim();
  return flat.length > DESCRIPTION_MAX ? `${flat.slice(0, DESCRIPTION_MAX - 1)}…` : flat;
};
const absolute = (appUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${appUrl.replace(/\/$/, "")}${url.startsWith("/") ? "" : "/"}${url}`);

/**
 * The meta of a shareable page, or null for the default head: other paths, unknown ids, withdrawn or
 * unverified users and draft projects (nothing private leaks into a preview).
 */
export async function socialMetaFor(db: Db, appUrl: string, pathname: string): Promise<SocialMeta | null> {
  const m = PAGES.exec(pathname);
  if (!m) return null;
  const [, kind, rawId] = m;
  const url = absolute(appUrl, pathname);
  const withImage = (image: string | null | undefined) => ({
    image: absolute(appUrl, image || "/favicon.svg"),
    hasImage: !!image,
  });
  if (kind === "projects") {
    if (!/^\d{1,9}$/.test(rawId!)) return null;
    const project = await findProject(db, Number(rawId));
    if (!project || !isVisibleTo(project, undefined)) return null;
    return {
      title: `${project.title} - ${SITE_NAME}`,
      description: excerpt(project.description) || `${SITE_NAME}에서 참여할 아티스트를 찾는 프로젝트입니다.`,
      ...withImage(project.imageUrl),
      url,
      type: "website",
    };
  }
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(rawId!)) return null;
  const user = await findUser(db, rawId!);
  if (!user || user.isDeleted || !user.emailVerified) return null;
  const name = displayName({ ...user, email: maskEmail(user.email) });
  const role = user.userType === "producer" ? "제작자" : "아티스트";
  const bio = user.bio && user.bio.trim() !== "나중에 작성 예정" ? user.bio : null;
  return {
    title: `${name} (${role}) - ${SITE_NAME}`,
    description: excerpt(bio) || `${SITE_NAME}의 ${role} ${name}님의 프로필입니다.`,
    ...withImage(user.profileImageUrl),
    url,
    type: "profile",
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** index.html with the page's title and description replaced and the Open Graph / Twitter tags added. */
export function renderHead(html: string, meta: SocialMeta): string {
  const e = {
    title: escapeHtml(meta.title),
    description: escapeHtml(meta.description),
    image: escapeHtml(meta.image),
    url: escapeHtml(meta.url),
  };
  const tags = [
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${e.title}" />`,
    `<meta property="og:description" content="${e.description}" />`,
    `<meta property="og:image" content="${e.image}" />`,
    `<meta property="og:url" content="${e.url}" />`,
    `<meta property="og:locale" content="ko_KR" />`,
    `<meta name="twitter:card" content="${meta.hasImage ? "summary_large_image" : "summary"}" />`,
    `<meta name="twitter:title" content="${e.title}" />`,
    `<meta name="twitter:description" content="${e.description}" />`,
    `<meta name="twitter:image" content="${e.image}" />`,
    `<link rel="canonical" href="${e.url}" />`,
  ].join("\n    ");
  const description = `<meta name="description" content="${e.description}" />`;
  const hasDescription = /<meta\s+name="description"[^>]*>/i.test(html);
  // Replacer functions: a "$&" in a user's bio must stay text, not become a replacement pattern.
  return html
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${e.title}</title>`)
    .replace(/<meta\s+name="description"[^>]*>/i, () => description)
    .replace(/<\/head>/i, () => `    ${hasDescription ? "" : `${description}\n    `}${tags}\n  </head>`);
}
