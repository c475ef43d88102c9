import { expect, linkFromOutbox, shot, test, useDemoSession } from "../support/fixtures";

/** Route -> the <title> it must show (the page's own name, then the site name). */
const TITLES: Array<[string, string]> = [
  ["/", "아트링크 - 문화예술 협업 마켓플레이스"],
  ["/auth", "로그인 | 아트링크"],
  ["/signup", "회원가입 | 아트링크"],
  ["/verify-email", "이메일 인증 | 아트링크"],
  ["/reset-password", "비밀번호 재설정 | 아트링크"],
  ["/reset-password-confirm", "새 비밀번호 설정 | 아트링크"],
  ["/account-settings", "계정 설정 | 아트링크"],
  ["/projects", "프로젝트 찾기 | 아트링크"],
  ["/projects/999999", "프로젝트를 찾을 수 없습니다 | 아트링크"],
  ["/artists", "아티스트 찾기 | 아트링크"],
  ["/producers", "제작자 찾기 | 아트링크"],
  ["/community", "커뮤니티 | 아트링크"],
  ["/messages", "메시지 | 아트링크"],
  ["/users/no-such-user", "사용자를 찾을 수 없습니다 | 아트링크"],
  ["/help", "도움말 | 아트링크"],
  ["/terms", "이용약관 | 아트링크"],
  ["/privacy", "개인정보처리방침 | 아트링크"],
  ["/contact", "문의하기 | 아트링크"],
  ["/no-such-page", "페이지를 찾을 수 없습니다 | 아트링크"],
];

test.describe("page titles", () => {
  for (const [route, title] of TITLES) {
    test(`${route} has the title "${title}" and a Korean description`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveTitle(title);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description).toMatch(/[가-힣]/);
    });
  }

  // The name is read from the card, then the page's h1 must show it: by tag, not by role, since a
  // visitor's sign-up prompt opens a second after load and hides the page from the accessibility tree
  // (on a busy machine it can open before the heading is read).
  test("a profile page is titled with the person's name", async ({ page }) => {
    await page.goto("/artists");
    const first = page.locator('a[href^="/artists/"]').first();
    const name = (await first.locator("h3").innerText()).trim();
    await first.click();
    await expect(page.locator("main h1").first()).toHaveText(name);
    await expect(page).toHaveTitle(`${name} | 아트링크`);
  });

  test("a project page is titled with the project's name", async ({ page }) => {
    await page.goto("/projects");
    const first = page
      .locator('main a[href^="/projects/"]')
      .filter({ has: page.locator("h3") })
      .first();
    const title = (await first.locator("h3").innerText()).trim();
    await first.click();
    await expect(page.locator("main h1").first()).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | 아트링크`);
  });
});

test.describe("contact form", () => {
  test("a visitor sends an inquiry: the button shows sending, the success toast appears, the fields clear and the receipt mail is written", async ({
    page,
  }) => {
    const email = `contact-${Date.now()}@example.com`;
    await page.goto("/contact");
    await page.getByLabel("이름").fill("홍길동");
    await page.getByLabel("이메일").fill(email);
    await page.getByRole("combobox", { name: "문의 유형" }).click();
    await page.getByRole("option", { name: "버그 신고" }).click();
    await page.getByLabel("제목").fill("지도 검색이 느려요");
    await page.getByLabel("문의 내용").fill("지역으로 검색할 때 결과가 늦게 나옵니다.");
    await shot(page, "contact-filled-1280");

    await page.getByRole("button", { name: "문의 보내기" }).click();

    await expect(page.getByText("문의가 전송되었습니다")).toBeVisible();
    await expect(page.getByLabel("이름")).toHaveValue("");
    await expect(page.getByLabel("이메일")).toHaveValue("");
    await expect(page.getByLabel("제목")).toHaveValue("");
    await expect(page.getByLabel("문의 내용")).toHaveValue("");
    // The receipt reaches the sender (written to the outbox folder without SMTP), linking to the help page.
    expect(await linkFromOutbox(email, "/help")).toMatch(/\/help$/);
  });

  test("a signed-in member finds name and e-mail filled in", async ({ page }) => {
    await useDemoSession(page, "artist");
    await page.goto("/contact");
    await expect(page.getByLabel("이메일")).toHaveValue("artist@artlink.kr");
    await expect(page.getByLabel("이름")).not.toHaveValue("");
  });

  test("at 375 px the form and the side cards stack without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/contact");
    await expect(page.getByRole("heading", { name: "문의하기" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, "contact-375");
  });
});
