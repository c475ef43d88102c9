import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "../support/fixtures";

export type ViewerKind = "visitor" | "artist" | "producer" | "withdrawn";
export type Size = "desktop" | "mobile";

export interface Viewer {
  kind: ViewerKind;
  /** The signed-in user's id; null for a visitor and for the withdrawn account (signed out by the deletion). */
  id: string | null;
  userType: "artist" | "producer" | null;
}

/** The demo data the walk addresses, found (or made) through the API by the global setup. */
export interface Ids {
  artistId: string;
  producerId: string;
  /** The producer of otherProject, with no connection to the demo artist. */
  otherProducerId: string;
  /** An artist the demo producer has no project connection with (can-contact false). */
  unconnectedArtistId: string;
  /** A published project of another producer (the demo producer is a non-owner there). */
  otherProject: number;
  /** The demo producer's own published project. */
  ownPublished: number;
  /** The demo producer's own completed project, if the seed has one. */
  ownCompleted: number | null;
  /** The demo producer's draft, seen only by the owner. */
  ownDraft: number | null;
  /** A contract the demo producer sent to the demo artist (the parties see it). */
  contractId: number;
  /** The verify code of an activity record the demo artist built. */
  recordCode: string;
  /** The account created and deleted by the global setup. */
  withdrawnId: string;
}

export function sizeOf(page: Page): Size {
  return (page.viewportSize()?.width ?? 1280) < 768 ? "mobile" : "desktop";
}

/**
 * The header, footer and bottom bar of the spec's navigation shell, as this viewer sees them. The checks
 * are independent reads of a settled page, so they are sent together rather than one round trip each.
 */
export async function checkShell(page: Page, viewer: Viewer) {
  const size = sizeOf(page);
  const header = page.locator("header").first();
  const signedIn = viewer.id !== null;
  const footer = page.locator("footer");
  const bottom = page.getByRole("navigation", { name: "하단 메뉴" });
  const checks: Array<Promise<unknown>> = [
    expect(header.getByRole("link", { name: "아트링크" }).first()).toHaveAttribute("href", signedIn ? "/dashboard" : "/"),
    ...["/projects", "/artists", "/producers", "/help", "/terms", "/privacy", "/contact"].map((href) =>
      expect(footer.locator(`a[href="${href}"]`), `footer link ${href}`).toHaveCount(1),
    ),
  ];

  if (size === "desktop") {
    const main = header.getByRole("navigation", { name: "주요 메뉴" });
    checks.push(
      ...["/projects", "/artists", "/producers", "/community"].map((href) => expect(main.locator(`a[href="${href}"]`), `header link ${href}`).toBeVisible()),
    );
    if (signedIn) {
      checks.push(
        expect(header.getByRole("link", { name: /^메시지/ })).toBeVisible(),
        expect(header.getByRole("button", { name: /^알림/ })).toBeVisible(),
        expect(header.getByRole("button", { name: "사용자 메뉴" })).toBeVisible(),
      );
      if (viewer.userType === "producer") {
        checks.push(
          expect(header.getByRole("button", { name: "전시 등록" })).toBeVisible(),
          expect(header.getByRole("link", { name: "대시보드" })).toHaveCount(0),
        );
      } else {
        checks.push(
          expect(header.getByRole("link", { name: "대시보드" })).toBeVisible(),
          expect(header.getByRole("button", { name: "전시 등록" })).toHaveCount(0),
        );
      }
    } else {
      checks.push(
        expect(header.getByRole("link", { name: "로그인" })).toHaveAttribute("href", "/auth"),
        expect(header.getByRole("link", { name: "회원가입" })).toHaveAttribute("href", "/signup"),
        expect(header.getByRole("button", { name: "사용자 메뉴" })).toHaveCount(0),
      );
    }
    checks.push(expect(bottom).toBeHidden());
    await Promise.all(checks);
    return;
  }

  const expected = signedIn
    ? [
        ["대시보드", "/dashboard"],
        ["프로젝트", "/projects"],
        ["아티스트", "/artists"],
        ["커뮤니티", "/community"],
        ["프로필", `/users/${viewer.id}`],
      ]
    : [
        ["홈", "/"],
        ["프로젝트", "/projects"],
        ["아티스트", "/artists"],
        ["커뮤니티", "/community"],
        ["로그인", "/auth"],
      ];
  const links = bottom.getByRole("link");
  checks.push(
    expect(header.getByRole("button", { name: "메뉴 열기" })).toBeVisible(),
    expect(bottom).toBeVisible(),
    expect(links).toHaveCount(5),
    ...expected.map(async ([label, href], i) => {
      await expect(links.nth(i)).toHaveText(label!);
      await expect(links.nth(i)).toHaveAttribute("href", href!);
      const box = await links.nth(i).boundingBox();
      expect(box, `bottom nav ${label}`).not.toBeNull();
      expect(box!.width, `bottom nav ${label} tap width`).toBeGreaterThanOrEqual(44);
      expect(box!.height, `bottom nav ${label} tap height`).toBeGreaterThanOrEqual(44);
    }),
  );
  await Promise.all(checks);
}

/** No sideways scroll at phone width, and no text spilling out of (or silently cut off in) a card or button. */
export async function checkLayout(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    const describe = (el: Element) => {
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${text}"`;
    };
    if (root.scrollWidth > root.clientWidth + 1) {
      // Name the outermost elements that reach past the right edge, so the failure says what to fix.
      const wide = [...document.body.querySelectorAll<HTMLElement>("*")].filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.right <= root.clientWidth + 1) return false;
        const parent = el.parentElement?.getBoundingClientRect();
        return !parent || parent.right <= root.clientWidth + 1;
      });
      const culprits = wide.slice(0, 3).map((el) => `${describe(el)} .${String(el.className).split(" ").slice(0, 4).join(".")}`);
      problems.push(`page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth} (${culprits.join("; ")})`);
    }
    // A control past the window's side edge that no sideways scroll region holds is out of reach: an
    // overflow-hidden ancestor keeps the page from scrolling, so the check above does not see it (a grid
    // column widened by its content pushed the landing's search button off a 375 px screen that way).
    const scrollsSideways = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) if (/(auto|scroll)/.test(getComputedStyle(a).overflowX)) return true;
      return false;
    };
    for (const el of document.body.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, [role="button"]')) {
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1 || (!el.offsetParent && getComputedStyle(el).position !== "fixed")) continue;
      if (r.right <= root.clientWidth + 1 && r.left >= -1) continue;
      if (el.closest('[aria-hidden="true"], [inert]') || scrollsSideways(el)) continue;
      problems.push(
        `control out of reach past the ${r.left < -1 ? "left" : "right"} edge: ${describe(el)} (${Math.round(r.left)}..${Math.round(r.right)} of ${root.clientWidth})`,
      );
    }
    const containers = document.querySelectorAll<HTMLElement>('[data-slot="card"], button, a[role="button"], [data-slot="badge"]');
    for (const box of containers) {
      if (!box.offsetParent && getComputedStyle(box).position !== "fixed") continue; // hidden
      for (const el of [box, ...box.querySelectorAll<HTMLElement>("*")]) {
        if (!(el instanceof HTMLElement) || el.clientWidth <= 1) continue; // screen-reader-only text is 1 px wide
        if (el.scrollWidth <= el.clientWidth + 1) continue;
        const style = getComputedStyle(el);
        // Deliberate: scroll regions, one-line truncation with an ellipsis, line clamps.
        if (/(auto|scroll)/.test(style.overflowX)) continue;
        if (style.textOverflow === "ellipsis" || style.webkitLineClamp !== "none") continue;
        if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) continue;
        if (el.closest("[data-overflow-ok]") || el.tagName === "svg" || el.closest("svg")) continue;
        // Overflow that stays within the container's own box (e.g. a child wider than a flex track) is
        // only a problem when text sticks out of the card or button.
        const rect = el.getBoundingClientRect();
        const outer = box.getBoundingClientRect();
        const spillsOut = rect.left + el.scrollWidth > outer.right + 1;
        const cut = /(hidden|clip)/.test(style.overflowX);
        if (spillsOut || cut) problems.push(`text overflows ${describe(el)} in ${describe(box)} (${el.scrollWidth} > ${el.clientWidth})`);
      }
    }
    return [...new Set(problems)].slice(0, 10);
  });
}

export interface AxeFinding {
  route: string;
  viewer: string;
  size: Size;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

const IMPACTS = ["minor", "moderate", "serious", "critical"];

/**
 * The default rules that cannot report a serious or critical finding: a violation's impact is the
 * highest impact of its failed checks (or the rule's own), and for these every one is minor or
 * moderate (region, the landmark rules, heading-order ...). Skipping them changes nothing that can
 * fail and saves about a fifth of axe's time on a page. Read from the axe-core that
 * @axe-core/playwright injects, so a new axe-core version keeps the list right; a rule whose impacts
 * cannot all be read is kept.
 */
const RULES_THAT_CANNOT_FAIL: string[] = (() => {
  type Check = string | { id: string };
  type Audit = {
    rules: Array<{ id: string; impact?: string; any: Check[]; all: Check[]; none: Check[] }>;
    checks: Record<string, { metadata?: { impact?: string } } | undefined>;
    data: { checks?: Record<string, { impact?: string } | undefined> };
  };
  const axeCore = createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright"))("axe-core") as { _audit: Audit };
  const audit = axeCore._audit;
  return audit.rules
    .filter((rule) => {
      const checks = [...rule.any, ...rule.all, ...rule.none].map((c) => (typeof c === "string" ? c : c.id));
      const impacts = checks.map((id) => audit.checks[id]?.metadata?.impact ?? audit.data.checks?.[id]?.impact);
      if (!checks.length || impacts.some((i) => !i || !IMPACTS.includes(i))) return false;
      return Math.max(...[rule.impact, ...impacts].filter((i): i is string => !!i).map((i) => IMPACTS.indexOf(i))) < IMPACTS.indexOf("serious");
    })
    .map((rule) => rule.id);
})();

/** axe-core with its default rule set; only serious and critical findings fail. */
export async function runAxe(page: Page, route: string, viewer: string): Promise<AxeFinding[]> {
  // Only violations are wanted: axe then skips building the (much longer) passes and incomplete lists.
  // Legacy mode runs axe.run in the page itself. The default mode runs axe in each frame, then opens a
  // new blank page (a renderer process), injects axe there again and combines the results, which was
  // about 40 % of axe's time and most of its CPU here; what it adds is cross-origin frames, which the
  // app's Content-Security-Policy (frame-src 'self') does not allow. Same-origin frames are still tested,
  // and on a test page with violations in the page and in a frame both modes reported the same findings.
  const result = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .disableRules(RULES_THAT_CANNOT_FAIL)
    .exclude("[data-sonner-toaster]")
    .analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      route,
      viewer,
      size: sizeOf(page),
      rule: v.id,
      impact: v.impact!,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
    }));
}

export function writeAxeReport(name: string, findings: AxeFinding[]) {
  mkdirSync("test-results/axe", { recursive: true });
  writeFileSync(`test-results/axe/${name}.json`, JSON.stringify(findings, null, 2));
}

/**
 * A full-page screenshot under test-results/screens/walk/, from the top, after fonts have loaded. JPEG at
 * quality 85: encoding a full-page PNG cost the browser about 0.15 s of CPU more per page (measured),
 * which the walk's 240 pages pay on two shared cores; the pictures are for people to look at.
 */
export async function walkShot(page: Page, route: string, viewer: string) {
  await page.evaluate(() => document.fonts.ready.then(() => window.scrollTo(0, 0)));
  mkdirSync("test-results/screens/walk", { recursive: true });
  await page.screenshot({ path: `test-results/screens/walk/${route}--${viewer}--${sizeOf(page)}.jpg`, fullPage: true, type: "jpeg", quality: 85 });
}
