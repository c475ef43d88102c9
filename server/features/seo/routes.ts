import { Router } from "express";
import type { Db } from "../../db/client";
import { robotsTxt, sitemapXml } from "./service";

/** /robots.txt and /sitemap.xml at the site's root (not under /api): crawlers look for them there. */
export function seoRoutes(db: Db, appUrl: string): Router {
  const r = Router();
  r.get("/robots.txt", (_req, res) => {
    res.type("text/plain").set("Cache-Control", "public, max-age=3600").send(robotsTxt(appUrl));
  });
  r.get("/sitemap.xml", async (_req, res) => {
    res.type("application/xml").set("Cache-Control", "public, max-age=3600").send(await sitemapXml(db, appUrl));
  });
  return r;
}
