// Size budgets of the first view (issue: landing critical JS <= 130 KB gzip, CSS <= 25 KB gzip), checked
// on the production build for the landing page, /projects and a project page. The critical set of a route
// is the entry script and stylesheets of index.html plus the route's lazy page chunk, each with every
// chunk it imports statically (dynamic import() is loaded later, on demand, and does not count).
// Exits 1 when an enforced route passes a budget; routes not yet enforced are reported as over, with the
// figures, until their first view is light enough (then flip `enforced`). Usage: npm run budgets
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const root = path.resolve(process.argv[2] ?? "dist/public");
const assets = path.join(root, "assets");
const BUDGET_KB = { js: 130, css: 25 };
const ROUTES = [
  { name: "/ (landing)", chunk: "landing-page-", enforced: true },
  // Their popover, filter sheet, signed-in panels, dialogs and form libraries load on first use
  // (client/src/lib/lazy-named.ts); sonner loads with the lazy Toaster (client/src/lib/toast.ts).
  { name: "/projects", chunk: "projects-page-", enforced: true },
  { name: "/projects/{id}", chunk: "project-detail-page-", enforced: true },
];

const html = readFileSync(path.join(root, "index.html"), "utf8");
const fromHtml = (re) => [...html.matchAll(re)].map((m) => path.basename(m[1]));
const entryJs = fromHtml(/<script[^>]+src="([^"]+\.js)"/g).concat(fromHtml(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g));
const entryCss = fromHtml(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g);

const gz = new Map();
const gzipKb = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length / 1024);
  return gz.get(file);
};

/** The chunk and every chunk it imports statically (import ... from "./x.js" and bare import "./x.js"). */
function closure(start, seen = new Set()) {
  if (seen.has(start)) return seen;
  seen.add(start);
  const code = readFileSync(path.join(assets, start), "utf8");
  for (const m of code.matchAll(/(?:^|[;}\s])import\s*(?:[^"'();]*?\bfrom\s*)?["']\.\/([^"']+\.js)["']/g)) closure(m[1], seen);
  return seen;
}

const chunks = readdirSync(assets);
let failed = false;
const rows = [];
for (const route of ROUTES) {
  const page = chunks.find((f) => f.startsWith(route.chunk) && f.endsWith(".js"));
  if (!page) throw new Error(`no chunk ${route.chunk}*.js in ${assets}`);
  const js = new Set();
  for (const e of entryJs) closure(e, js);
  closure(page, js);
  const jsKb = [...js].reduce((s, f) => s + gzipKb(f), 0);
  const cssKb = entryCss.reduce((s, f) => s + gzipKb(f), 0);
  const over = jsKb > BUDGET_KB.js || cssKb > BUDGET_KB.css;
  if (route.enforced) failed ||= over;
  const verdict = over ? (route.enforced ? "OVER" : "over (not enforced yet)") : "ok";
  rows.push({ route: route.name, "js KB gz": jsKb.toFixed(1), "css KB gz": cssKb.toFixed(1), chunks: js.size, verdict });
}
console.table(rows);
console.log(`budgets: critical JS <= ${BUDGET_KB.js} KB gzip, critical CSS <= ${BUDGET_KB.css} KB gzip`);
if (failed) {
  console.error("\na size budget is passed");
  process.exit(1);
}
