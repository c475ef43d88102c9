import { devices, type Page } from "@playwright/test";
import { E2E_BASE_URL, E2E_LOCALE } from "../../../playwright.config";
import { expect, test as base } from "../support/fixtures";
import { checkLayout, checkShell, runAxe, sizeOf, walkShot, writeAxeReport, type Viewer, type ViewerKind } from "./checks";
import { mainHeading, routesFor } from "./routes";
import { enterAs, loadIds } from "./session";
import { SPEC_STRINGS } from "./spec-strings";

/**
 * The route walk: every route of the client's router (both spec documents and the features added since),
 * as each kind of viewer, at desktop (1280x800) and phone (375x812 with touch) size. On each: the shell
 * for that viewer, the main content, the spec's Korean strings for that route, a screenshot, no sideways
 * scroll or overflowing text, and axe-core without a serious or critical violation.
 *
 * Each test stands alone (it loads its page afresh, with the viewer's session from the global setup), so
 * the walk spreads over every free worker. A worker keeps one browser context per viewer and size and
 * loads each test's page in it: a new context per page cost about twice the time and CPU (a new renderer
 * process, the scripts parsed again without the code cache), measured with six pages: 9.0 s -> 4.6 s.
 * The app keeps nothing in localStorage or sessionStorage, and a full load resets everything else.
 */

const SIZES = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
} as const;

/** The page a worker shows a viewer's routes at one size in (one context each, made on first use). */
interface WalkPages {
  get(kind: ViewerKind, size: keyof typeof SIZES): Promise<Page>;
}

const test = base.extend<object, { walkPages: WalkPages }>({
  walkPages: [
    async ({ browser }, use) => {
      const pages = new Map<string, Page>();
      await use({
        async get(kind, size) {
          const key = `${kind}/${size}`;
          const open = pages.get(key);
          if (open && !open.isClosed()) return open;
          const context = await browser.newContext({ ...devices["Desktop Chrome"], ...SIZES[size], ...E2E_LOCALE, baseURL: E2E_BASE_URL });
          await enterAs(kind, context);
          // The visitor's sign-up prompt shows once per visit (issue 31); the walk checks it on every page it
          // is meant for, so each page load starts a fresh visit.
          await context.addInitScript(() => sessionStorage.removeItem("artlink.visitorPromptShown"));
          const page = await context.newPage();
          pages.set(key, page);
          return page;
        },
      });
      for (const page of pages.values()) await page.context().close();
    },
    { scope: "worker" },
  ],
});

test.use({ trace: "off", screenshot: "off" });

/** E2E_TIMING=1: each test notes how long its steps took (annotation "steps", ms), for decision 017's figures. */
function stopwatch() {
  let last = Date.now();
  const steps: string[] = [];
  return {
    lap(step: string) {
      const now = Date.now();
      steps.push(`${step} ${now - last}`);
      last = now;
    },
    note() {
      if (process.env.E2E_TIMING) test.info().annotations.push({ type: "steps", description: steps.join(", ") });
    },
  };
}

function viewerOf(kind: ViewerKind): Viewer {
  const ids = loadIds();
  if (kind === "artist") return { kind, id: ids.artistId, userType: "artist" };
  if (kind === "producer") return { kind, id: ids.producerId, userType: "producer" };
  // A visitor, and the deleted account's browser (signed out by the deletion).
  return { kind, id: null, userType: null };
}

for (const size of Object.keys(SIZES) as Array<keyof typeof SIZES>) {
  test.describe(size, () => {
    for (const kind of ["visitor", "artist", "producer", "withdrawn"] as const) {
      test.describe(`as ${kind}`, () => {
        for (const route of routesFor(kind)) {
          test(`${route.name} as ${kind}`, async ({ walkPages }) => {
            const clock = stopwatch();
            const ids = loadIds();
            const viewer = viewerOf(kind);
            const page = await walkPages.get(kind, size);
            const path = route.path(ids, viewer);
            test.skip(!path, "the demo seed has no such project");
            expect(sizeOf(page)).toBe(size);
            await page.goto(path!);
            clock.lap("goto");
            const redirect = route.redirect?.(viewer);
            if (redirect) await expect(page, `${route.name} redirects`).toHaveURL(redirect);
            if (route.loginPrompt && viewer.id === null) {
              const prompt = page.getByRole("dialog");
              await expect(prompt, `${route.name}: login prompt for a visitor`).toBeVisible();
              await expect(prompt.getByRole("link", { name: /로그인/ }).first()).toHaveAttribute("href", /\/auth/);
              const promptAxe = await runAxe(page, `${route.name}-login-prompt`, kind);
              expect
                .soft(
                  promptAxe.map((f) => `${f.rule} (${f.impact}): ${f.targets.join(", ")}`),
                  `${route.name}: axe on the login prompt`,
                )
                .toEqual([]);
              await page.keyboard.press("Escape");
              await expect(prompt).toBeHidden();
            }
            clock.lap("prompt");
            await route.open?.(page, viewer);
            const main = route.main ? route.main(page, viewer) : mainHeading(page);
            await expect.soft(main, `${route.name}: main content`).toBeVisible();
            clock.lap("main");

            for (const entry of SPEC_STRINGS.filter((e) => !e.setup && e.route === route.name && (!e.viewers || e.viewers.includes(kind)))) {
              for (const text of entry.texts) {
                await expect.soft(page.getByText(text, { exact: false }).first(), `spec string on ${route.name} for ${kind}: "${text}"`).toBeAttached();
              }
            }

            clock.lap("strings");
            if (!route.open) await checkShell(page, viewer);
            clock.lap("shell");
            await walkShot(page, route.name, kind);
            clock.lap("shot");
            const layout = (await checkLayout(page)).filter((l) => size === "mobile" || !l.startsWith("page scrolls"));
            expect.soft(layout, `${route.name}: layout`).toEqual([]);
            clock.lap("layout");
            const axe = await runAxe(page, route.name, kind);
            clock.lap("axe");
            clock.note();
            writeAxeReport(`${route.name}--${kind}--${size}`, axe);
            expect
              .soft(
                axe.map((f) => `${f.rule} (${f.impact}): ${f.targets.join(", ")}`),
                `${route.name}: axe serious/critical`,
              )
              .toEqual([]);
          });
        }
      });
    }
  });
}
