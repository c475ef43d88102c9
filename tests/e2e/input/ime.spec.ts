import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";

/**
 * Korean as people type it: syllables arrive through IME composition (CDP Input.imeSetComposition, then
 * Input.insertText to commit). Enter while a syllable is still composing belongs to the IME and must not
 * submit half of it (client/src/lib/ime.ts).
 */
async function compose(page: Page, steps: string[], commit: boolean) {
  const cdp = await page.context().newCDPSession(page);
  for (const s of steps) await cdp.send("Input.imeSetComposition", { text: s, selectionStart: s.length, selectionEnd: s.length });
  if (commit) await cdp.send("Input.insertText", { text: steps[steps.length - 1]! });
  await cdp.detach();
}

test.describe("Korean IME input", () => {
  test("landing search: Enter during composition does not search half a syllable; after the commit it searches the word", async ({ page }) => {
    await page.goto("/");
    const box = page.getByLabel("프로젝트 검색어");
    await box.focus();
    await compose(page, ["ㅈ", "저", "전"], true);
    await compose(page, ["ㅅ", "시"], false);
    await page.keyboard.press("Enter");
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/$/);
    await compose(page, ["시"], true);
    await expect(box).toHaveValue("전시");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/projects\?search=%EC%A0%84%EC%8B%9C/);
  });

  test("projects search: the committed word reaches the address, never a half syllable", async ({ page }) => {
    await page.goto("/projects");
    const box = page.getByRole("searchbox").first();
    await box.focus();
    await compose(page, ["ㅁ", "무"], true);
    await compose(page, ["ㅇ", "요"], false);
    await page.keyboard.press("Enter");
    await compose(page, ["용"], true);
    await expect(box).toHaveValue("무용");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/search=%EB%AC%B4%EC%9A%A9/);
    expect(page.url()).not.toMatch(/search=%EB%AC%B4%EC%9A%94(&|$)/);
  });
});
