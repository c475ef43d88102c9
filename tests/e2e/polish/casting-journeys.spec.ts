import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, expectToast, newMember, shot, test, axeOn } from "../support/fixtures";

/*
 * Issue 31, the two stories walked by new users besides the visitor's (visitor/visitor-journey.spec.ts):
 * - an actress on a phone (and at 1280): her picture, her field (공연·연기) and her performer details —
 *   gender, height, the ages she can play — with the age range checked; her badge says 아티스트, not 미술작가;
 * - a film producer: his field (영화·영상) makes the header say '프로젝트 등록' and the wizard '새 프로젝트
 *   등록' with an audition's examples (오디션, 배역, 촬영), his badge 제작자, not 전시기획자; he finds the
 *   actress in /artists by casting filters kept in the address, on a card with her headshot;
 * - on every page the business strip (BUSINESS_*) follows the footer with no gap and, on a phone, is not
 *   hidden behind the bottom menu.
 */

/** The business strip's place: its gap below the footer, and its text's bottom against the bottom menu's top. */
async function stripPlace(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  return page.evaluate(() => {
    const footer = document.querySelector("footer")!.getBoundingClientRect();
    const strip = document.getElementById("business-info")!;
    // The last line of the details (the address element's own padding may pass under the menu's border).
    const spans = [...strip.querySelectorAll("address > span")].map((el) => el.getBoundingClientRect());
    const text = { bottom: Math.max(...spans.map((r) => r.bottom)) };
    const nav = document.querySelector('nav[aria-label="하단 메뉴"]');
    const navTop = nav && getComputedStyle(nav).display !== "none" ? nav.getBoundingClientRect().top : window.innerHeight;
    return { gap: strip.getBoundingClientRect().top - footer.bottom, textBottom: text.bottom, navTop };
  });
}

async function editProfessionalInfo(page: Page, fill: (dialog: ReturnType<Page["getByRole"]>) => Promise<void>) {
  await page.getByRole("button", { name: "전문 정보 수정" }).click();
  const dialog = page.getByRole("dialog", { name: "전문 정보 수정" });
  await fill(dialog);
  return dialog;
}

for (const size of [
  { name: "1280", viewport: { width: 1280, height: 800 }, phone: false },
  { name: "375", viewport: { width: 375, height: 812 }, phone: true },
]) {
  test.describe(`the actress and the film producer at ${size.name} px`, () => {
    test("her performer details and headshot; his film words; the casting filters in the address; the business strip right under the footer", async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(240_000);

      // ---- the actress
      const actress = await newMember(
        browser,
        baseURL!,
        `polish-actress-${size.name}`,
        { firstName: "하늘", lastName: "윤", userType: "artist" },
        size.viewport,
      );
      const a = actress.page;
      await a.goto(`/artists/${actress.id}`);
      await expect(a.getByRole("heading", { level: 1, name: "윤하늘" })).toBeVisible();

      // The business strip follows the footer (no 4rem gap) and is above the bottom menu on a phone.
      await expect(a.locator("#business-info")).toContainText("사업자등록번호: 123-45-67890");
      let place = await stripPlace(a);
      expect(Math.abs(place.gap), "gap between the footer and the business strip").toBeLessThanOrEqual(1);
      expect(place.textBottom, "the business details end above the bottom menu").toBeLessThanOrEqual(place.navTop + 0.5);
      if (size.phone) {
        // What it was before the fix: the app shell's own bottom-menu padding between footer and strip.
        const before = await a.evaluate(() => {
          const shell = document.querySelector("[data-app-shell]")!;
          shell.removeAttribute("data-app-shell");
          const gap = document.getElementById("business-info")!.getBoundingClientRect().top - document.querySelector("footer")!.getBoundingClientRect().bottom;
          shell.setAttribute("data-app-shell", "");
          return gap;
        });
        expect(before, "the old layout's gap, which the fix removes").toBeGreaterThanOrEqual(63);
      }
      await a.screenshot({ path: `test-results/screens/polish-business-strip-${size.name}.png`, animations: "disabled" });

      // Her picture.
      await a.evaluate(() => window.scrollTo(0, 0));
      await a.getByRole("button", { name: "기본 정보 수정" }).click();
      let dialog = a.getByRole("dialog", { name: "기본 정보 수정" });
      await dialog.getByTestId("avatar-input").setInputFiles(path.resolve("tests/fixtures/sample.png"));
      await expect(dialog.getByAltText("프로필 이미지 미리보기")).toBeVisible();
      await expect(dialog.getByRole("progressbar")).toBeHidden();
      await dialog.getByRole("button", { name: "저장" }).click();
      await expectToast(a, "기본 정보가 업데이트되었습니다.");
      await expect(dialog).toBeHidden();

      // Her field and performer details; an upside-down age range is refused in the form.
      dialog = await editProfessionalInfo(a, async (d) => {
        await d.getByLabel("활동 분야").selectOption("performance");
        await d.getByLabel("성별").selectOption("female");
        await d.getByLabel("키 (cm)").fill("165");
        await d.getByLabel("연기 가능 나이 (최소)").fill("30");
        await d.getByLabel("연기 가능 나이 (최대)").fill("20");
      });
      await dialog.getByRole("button", { name: "저장" }).click();
      await expect(dialog.getByText("연기 가능 나이의 최대는 최소보다 작을 수 없습니다")).toBeVisible();
      await shot(a, `polish-actress-details-dialog-${size.name}`);
      await axeOn(a, '[role="dialog"]');
      await dialog.getByLabel("연기 가능 나이 (최소)").fill("20");
      await dialog.getByLabel("연기 가능 나이 (최대)").fill("29");
      await dialog.getByRole("button", { name: "저장" }).click();
      await expectToast(a, "전문 정보가 업데이트되었습니다.");
      await expect(dialog).toBeHidden();
      const info = a.locator("section[aria-labelledby='pro-info-heading']");
      await expect(info).toContainText("여성");
      await expect(info).toContainText("165cm");
      await expect(info).toContainText("20~29세");
      await shot(a, `polish-actress-profile-${size.name}`);
      await axeOn(a, "main");

      // Her badge: 아티스트, not 미술작가.
      await a.goto("/dashboard");
      await expect(a.getByText("아티스트", { exact: true }).first()).toBeVisible();
      await expect(a.getByText("미술작가")).toHaveCount(0);
      await actress.context.close();

      // ---- the film producer
      const producer = await newMember(
        browser,
        baseURL!,
        `polish-film-${size.name}`,
        { firstName: "서연", lastName: "박", userType: "producer" },
        size.viewport,
      );
      const p = producer.page;
      await p.goto(`/producers/${producer.id}`);
      await expect(p.getByRole("heading", { level: 1, name: "박서연" })).toBeVisible();
      dialog = await editProfessionalInfo(p, async (d) => {
        await d.getByLabel("활동 분야").selectOption("film");
        // Performer details are an artist's: a producer's dialog has none.
        await expect(d.getByLabel("키 (cm)")).toHaveCount(0);
      });
      await dialog.getByRole("button", { name: "저장" }).click();
      await expectToast(p, "전문 정보가 업데이트되었습니다.");
      await expect(dialog).toBeHidden();

      // The header (or the phone's menu) offers '프로젝트 등록'; the wizard speaks of auditions, roles and shoots.
      if (size.phone) {
        await p.getByRole("button", { name: "메뉴 열기" }).click();
        const drawer = p.getByRole("dialog");
        await expect(drawer.getByRole("button", { name: "전시 등록" })).toHaveCount(0);
        await drawer.getByRole("button", { name: "프로젝트 등록" }).click();
      } else {
        await expect(p.getByRole("banner").getByRole("button", { name: "전시 등록" })).toHaveCount(0);
        await p.getByRole("banner").getByRole("button", { name: "프로젝트 등록" }).click();
      }
      const wizard = p.getByRole("dialog", { name: "새 프로젝트 등록" });
      await expect(wizard).toBeVisible();
      await expect(wizard.getByRole("textbox", { name: /^제목/ })).toHaveAttribute("placeholder", /오디션/);
      const description = wizard.getByRole("textbox", { name: /^프로젝트 소개/ });
      await expect(description).toHaveAttribute("placeholder", /배역/);
      await expect(description).toHaveAttribute("placeholder", /촬영/);
      await shot(p, `polish-producer-wizard-${size.name}`);
      await axeOn(p, '[role="dialog"]');
      await p.keyboard.press("Escape");
      await expect(wizard).toBeHidden();

      // His badge: 제작자, not 전시기획자.
      await p.goto("/dashboard");
      await expect(p.getByText("제작자", { exact: true }).first()).toBeVisible();
      await expect(p.getByText("전시기획자")).toHaveCount(0);

      // He looks for a woman who can play her twenties: the filters go into the address.
      await p.goto("/artists");
      await p.getByLabel("성별", { exact: true }).selectOption("female");
      await p.getByLabel("연기 나이 (최소)").selectOption("20");
      await p.getByLabel("연기 나이 (최대)").selectOption("30");
      await expect(p).toHaveURL(/gender=female/);
      await expect(p).toHaveURL(/ageMin=20/);
      await expect(p).toHaveURL(/ageMax=30/);
      const card = p.locator(`a[href="/artists/${actress.id}"]`);
      await expect(card).toBeVisible();
      await expect(card.getByTestId("performer-details")).toHaveText(/여성 · 165cm · 20~29세/);
      const headshot = card.getByTestId("artist-headshot");
      await expect(headshot).toBeVisible();
      // Lazily loaded: at 375 px the card is below the fold until it is scrolled to, and then it takes a moment.
      await card.scrollIntoViewIfNeeded();
      await expect.poll(() => headshot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: "the headshot loads" }).toBe(true);
      await expect(p.getByRole("button", { name: "성별 필터 제거" })).toBeVisible();
      await shot(p, `polish-producer-casting-${size.name}`);
      await axeOn(p, "main");

      // The address is the filters' source of truth: a reload shows the same list; a man is not in it.
      await p.reload();
      await expect(p.getByLabel("성별", { exact: true })).toHaveValue("female");
      await expect(card).toBeVisible();
      await p.getByLabel("성별", { exact: true }).selectOption("male");
      await expect(p).toHaveURL(/gender=male/);
      await expect(card).toHaveCount(0);

      place = await stripPlace(p);
      expect(Math.abs(place.gap)).toBeLessThanOrEqual(1);
      expect(place.textBottom).toBeLessThanOrEqual(place.navTop + 0.5);
      await producer.context.close();
    });
  });
}
