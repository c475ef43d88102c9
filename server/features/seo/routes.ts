import type { Router } from "express";
import { seoPaths as api } from "@shared/contract/seo";
import type { Db } from "../../db/client";
import { FeatureRouter } from "../../http/contract-route";
import { robotsTxt, sitemapXml } from "./service";

/** /robots.txt and /sitemap.xml at the site's root (not under /api): crawlers look for them there. */
export function seoRoutes(db: Db, appUrl: string): Router {
  const op = api.operations;
  return new FeatureRouter("")
    .on(op.robots, ({ res }) => {
      res.type("text/plain").set("Cache-Control", "public, max-age=3600").send(robotsTxt(appUrl));
    })
    .on(op.sitemap, async ({ res }) => {
      res
        .type("application/xml")
        .set("Cache-Control", "public, max-age=3600")
        .send(await sitemapXml(db, appUrl));
    }).router;
}
