import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { LISTED_STATUSES } from "@shared/constants";
import { projects, users } from "@shared/schema/index";
import type { Db } from "../../db/client";

/**
 * Pages a signed-out visitor (and a crawler) sees: the server renders them (decision 021). Everything
 * else is an account's own page and is kept out of search results.
 */
export const PUBLIC_PAGES = ["/", "/projects", "/artists", "/producers", "/community", "/help", "/contact", "/terms", "/privacy"] as const;
const PRIVATE_PREFIXES = ["/dashboard", "/messages", "/account-settings", "/contracts/", "/auth", "/signup", "/reset-password", "/verify-email"];

/** A sitemap holds at most 50,000 addresses; the newest projects and profiles share what the static pages leave. */
export const SITEMAP_MAX = 50_000;
const PROFILES_MAX = 10_000;

const xmlEscape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function robotsTxt(appUrl: string): string {
  const origin = appUrl.replace(/\/+$/, "");
  return ["User-agent: *", "Allow: /", ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}

/**
 * The public pages, then the newest listed projects and the newest verified profiles, in two index-ordered
 * statements with a limit (projects_listed_newest_idx, users_created_at_idx): the cost stays fixed
 * however many rows there are.
 */
export async function sitemapXml(db: Db, appUrl: string): Promise<string> {
  const origin = appUrl.replace(/\/+$/, "");
  const projectRows = await db
    .select({ id: projects.id, updatedAt: projects.updatedAt })
    .from(projects)
    .where(and(inArray(projects.status, [...LISTED_STATUSES]), isNull(projects.hiddenAt)))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(SITEMAP_MAX - PUBLIC_PAGES.length - PROFILES_MAX);
  const people = await db
    .select({ id: users.id, userType: users.userType, updatedAt: users.updatedAt })
    .from(users)
    .where(and(eq(users.isDeleted, false), eq(users.emailVerified, true)))
    .orderBy(desc(users.createdAt))
    .limit(PROFILES_MAX);
  const url = (path: string, lastmod?: Date) =>
    `<url><loc>${xmlEscape(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ""}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((p) => url(p)),
    ...projectRows.map((p) => url(`/projects/${p.id}`, p.updatedAt)),
    ...people.map((u) => url(`/${u.userType === "producer" ? "producers" : "artists"}/${encodeURIComponent(u.id)}`, u.updatedAt)),
    "</urlset>",
    "",
  ].join("\n");
}
