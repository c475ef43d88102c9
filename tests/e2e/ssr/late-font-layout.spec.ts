import { expect, test } from "../support/fixtures";

/**
 * The web font (Pretendard) arrives after the first paint by design (font-display: swap): text shows at
 * once in the system's Korean font. On a phone its wider syllables wrapped the landing's hero differently,
 * and when Pretendard arrived everything below moved (Lighthouse CLS 0.12-0.13 on /). The fallback face in
 * client/src/index.css is scaled to Pretendard's metrics, and the hero's chip rows no longer wrap on a phone.
 * Here the font's stylesheet is held back until the page has painted and hydrated, then let through, and the
 * layout shifts the browser records are added up. (Holding the font files themselves instead would tie up
 * the browser's six connections to the server with the many subsets and starve the page's own scripts.)
 */
test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });

for (const path of ["/", "/projects"]) {
  test(`${path}: the web font arriving late moves nothing (CLS below 0.05)`, async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    let fontRequests = 0;
    await page.route(/\/assets\/pretendard[\w-]*\.css$/, async (route) => {
      fontRequests++;
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number; __shifts: string[] };
      w.__cls = 0;
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as Array<{
          value: number;
          hadRecentInput: boolean;
          startTime: number;
          sources: Array<{ node?: Element; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
        }>) {
          if (e.hadRecentInput) continue;
          w.__cls += e.value;
          const what = e.sources.map(
            (s) =>
              `${s.node?.nodeName ?? "?"}.${String((s.node as HTMLElement | undefined)?.className ?? "").slice(0, 40)} y ${Math.round(s.previousRect.y)}->${Math.round(s.currentRect.y)} h ${Math.round(s.previousRect.height)}->${Math.round(s.currentRect.height)}`,
          );
          w.__shifts.push(`${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms: ${what.join(" | ")}`);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    // (the load event waits for fonts in use; the DOM and hydration must not: page.goto waits for hydration,
    // so this also fails if the app's first render ever waits for the font's stylesheet)
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Painted in the fallback, content loaded; now the font arrives.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    release();
    await expect.poll(() => fontRequests, { message: "the page asked for the web font" }).toBeGreaterThan(0);
    await page.waitForFunction(() => [...document.fonts].some((f) => f.family.includes("Pretendard") && f.status === "loaded"));
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    });
    const { cls, shifts } = await page.evaluate(() => {
      const w = window as unknown as { __cls: number; __shifts: string[] };
      return { cls: w.__cls, shifts: w.__shifts };
    });
    expect(cls, shifts.join("\n")).toBeLessThan(0.05);
  });
}
