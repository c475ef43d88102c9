import { defineFeature } from "./define";

/** server/features/seo/routes.ts, mounted at the site's root (crawlers look there, not under /api). */
export const seoPaths = defineFeature({
  tag: "seo",
  description: "검색엔진 (robots.txt, sitemap)",
  operations: {
    robots: {
      method: "get",
      path: "/robots.txt",
      summary: "Crawl rules: public pages allowed, accounts' own pages disallowed, the sitemap named",
      auth: "public",
      success: { status: 200, description: "robots.txt", contentType: "text/plain" },
      errors: [],
    },
    sitemap: {
      method: "get",
      path: "/sitemap.xml",
      summary: "The public pages, the newest listed projects and the newest verified profiles (at most 50,000 addresses)",
      auth: "public",
      success: { status: 200, description: "A sitemaps.org urlset", contentType: "application/xml" },
      errors: [503],
    },
  },
});
