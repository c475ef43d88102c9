import type { BrowserContext } from "@playwright/test";
import { readFileSync } from "node:fs";
import { expect, test } from "../support/fixtures";
import { loadIds, sessionFor } from "./session";
import { SPEC_STRINGS } from "./spec-strings";

/**
 * The spec strings that show only in a state a page load does not reach (spec-strings.ts entries with a
 * `setup`): each is set up as the first viewer listed, then every text of the entry must be on the page.
 */
test.use({ trace: "off" });

for (const [i, entry] of SPEC_STRINGS.filter((e) => e.setup).entries()) {
  const viewer = entry.viewers?.[0] ?? "visitor";
  test(`${entry.route} #${i} as ${viewer}: ${entry.source}`, async ({ page, browser, baseURL }, info) => {
    test.skip(info.project.name !== "desktop", "state set-ups run once, at desktop size");
    const ids = await loadIds(browser, baseURL!);
    if (viewer === "artist" || viewer === "producer") {
      const session = await sessionFor(viewer, browser, baseURL!);
      const state = JSON.parse(readFileSync(session.file, "utf8")) as { cookies: Parameters<BrowserContext["addCookies"]>[0] };
      await page.context().addCookies(state.cookies);
    }
    await page.goto(entry.path!.replace("{otherProject}", String(ids.otherProject)));
    await expect(page.locator("main h1").first()).toBeVisible();
    await entry.setup!(page);
    for (const text of entry.texts) {
      await expect.soft(page.getByText(text, { exact: false }).first(), `spec string (${entry.source}) for ${viewer}: "${text}"`).toBeAttached();
    }
  });
}
