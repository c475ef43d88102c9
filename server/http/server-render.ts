import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Request } from "express";
import type { Logger } from "../logger";

/** The public pages a visitor's first view is rendered on the server for (decision 021). */
const SSR_PAGES = /^\/(?:projects(?:\/\d{1,9})?|(?:artists|producers|users|user)\/[A-Za-z0-9_-]{1,100})?\/?$/;

interface EntryServer {
  render(path: string, search: string, loopbackBase: string): Promise<{ html: string; state: unknown }>;
}

/**
 * Loads dist/ssr/entry-server.js (built by `npm run build`) beside the client's dist/public, or answers
 * null when it is not there (a build without it, the dev server): the page is then the SPA shell as before.
 */
export function createServerRenderer(distDir: string, cookieName: string, logger: Logger) {
  const entry = path.resolve(distDir, "../ssr/entry-server.js");
  if (!existsSync(entry)) return null;
  // Dates on the page (deadlines, "3일 전") are formatted in local time, and the product's users are in
  // Korea: the server renders them as their browsers will, or hydration would find different text.
  // (Server code itself works in UTC/ISO; only the demo seed reads local time.) TZ=... overrides it.
  process.env.TZ ??= "Asia/Seoul";
  let loaded: Promise<EntryServer> | undefined;
  return {
    /** The rendered #root and the data script for a visitor's public page; null for everything else. */
    async render(req: Request): Promise<string | null> {
      if (req.method !== "GET" || !SSR_PAGES.test(req.path)) return null;
      // Signed-in viewers (a session cookie) see their own state: their page stays client-rendered.
      if ((req.headers.cookie ?? "").split(/;\s*/).some((c) => c.startsWith(`${cookieName}=`))) return null;
      const port = req.socket.localPort;
      if (!port) return null;
      try {
        loaded ??= import(pathToFileURL(entry).href) as Promise<EntryServer>;
        const { html, state } = await (await loaded).render(req.path, new URL(req.originalUrl, "http://x").search.slice(1), `http://127.0.0.1:${port}`);
        // JSON in a non-executing script: "<" escaped so no "</script>" or "<!--" can end or change it.
        const json = JSON.stringify(state).replace(/</g, "\\u003c");
        return `<div id="root">${html}</div>\n    <script type="application/json" id="ssr-state">${json}</script>`;
      } catch (err) {
        logger.warn({ err, path: req.path }, "server render failed; sending the SPA shell");
        return null;
      }
    },
  };
}
