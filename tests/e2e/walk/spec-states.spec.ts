import { expect, test } from "../support/fixtures";
import { enterAs, loadIds } from "./session";
import { SPEC_STRINGS } from "./spec-strings";

/**
 * The spec strings that show only in a state a page load does not reach (spec-strings.ts entries with a
 * `setup`): each is set up as the first viewer listed, at desktop size, then every text of the entry
 * must be on the page.
 */
test.use({ trace: "off", viewport: { width: 1280, height: 800 } });

for (const [i, entry] of SPEC_STRINGS.filter((e) => e.setup).entries()) {
  const viewer = entry.viewers?.[0] ?? "visitor";
  test(`${entry.route} #${i} as ${viewer}: ${entry.source}`, async ({ page }) => {
    const ids = loadIds();
    await enterAs(viewer, page.context());
    await page.goto(entry.path!.replace("{otherProject}", String(ids.otherProject)));
    await expect(page.locator("main h1").first()).toBeVisible();
    await entry.setup!(page);
    for (const text of entry.texts) {
      await expect.soft(page.getByText(text, { exact: false }).first(), `spec string (${entry.source}) for ${viewer}: "${text}"`).toBeAttached();
    }
  });
}
