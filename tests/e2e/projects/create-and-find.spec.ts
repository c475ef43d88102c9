import path from "node:path";
import { expect, shot, test, useDemoSession } from "../support/fixtures";

const day = (offset: number) => {
  const d = new Date(Date.now() + 9 * 3600_000 + offset * 86_400_000);
  return d.toISOString().slice(0, 10);
};

test.describe("projects", () => {
  // Four wizard steps, an upload, a search and a second browser: 46 s of the default 60 s in one CI run at
  // load average 13 (2 cores).
  test.describe.configure({ timeout: 120_000 });

  test("a producer creates a project through the 4 steps with an image, publishes it and finds it by Korean search; a guest gets the login prompt", async ({
    page,
    browser,
  }) => {
    const title = `한지조형 설치전 참여 작가 모집 ${Date.now() % 100000}`;
    await useDemoSession(page, "producer");
    await page.goto("/dashboard");

    await page.getByRole("button", { name: "전시 등록" }).first().click();
    const wizard = page.getByRole("dialog", { name: "새 전시 등록" });
    await expect(wizard).toBeVisible();
    await expect(wizard.getByText("단계 1 / 4")).toBeVisible();

    // Step 1: basic info with an uploaded cover image.
    await wizard.getByLabel("제목").fill(title);
    const tagInput = wizard.getByPlaceholder(/입력 후 Enter/);
    await tagInput.fill("한지공예");
    await tagInput.press("Enter");
    // With a tag added the input's placeholder changes.
    const moreTags = wizard.getByPlaceholder("태그 추가");
    await moreTags.fill("설치미술");
    await moreTags.press("Enter");
    await expect(wizard.getByRole("button", { name: "설치미술 태그 삭제" })).toBeVisible();
    await wizard.getByLabel("프로젝트 소개").fill("전통 한지를 현대 설치미술로 풀어내는 기획전입니다. 참여 작가 3인을 모집합니다.");
    await wizard.locator('input[type="file"]').setInputFiles(path.resolve("tests/fixtures/sample.png"));
    await expect(wizard.getByAltText("대표 이미지 미리보기")).toBeVisible();
    await expect(wizard.getByText("업로드 중...")).toBeHidden();
    await wizard.getByRole("button", { name: "다음" }).click();

    // Step 2: region and dates.
    await expect(wizard.getByText("단계 2 / 4")).toBeVisible();
    await wizard.getByRole("combobox").first().click();
    await page.getByRole("option", { name: "서울", exact: true }).click();
    await wizard.getByLabel("시작일").fill(day(30));
    await wizard.getByLabel("종료일").fill(day(60));
    await wizard.getByLabel("지원 마감일").fill(day(14));
    await wizard.getByRole("button", { name: "다음" }).click();

    // Step 3: budget preset and requirements.
    await expect(wizard.getByText("단계 3 / 4")).toBeVisible();
    await wizard.getByRole("button", { name: "100~500만원" }).click();
    await wizard.getByLabel("지원 자격 및 요구사항").fill("설치 작업 경력 2년 이상");
    // Conditions up front (issue 26): required to publish.
    await wizard.getByLabel("식사 *").selectOption("provided");
    await wizard.getByLabel("교통 *").selectOption("allowance");
    await wizard.getByLabel("숙박 *").selectOption("not_needed");
    await wizard.getByLabel("보수 지급 시기 *").fill("전시 종료 후 14일 이내");
    await wizard.getByLabel("일정 *").fill("설치 5일, 전시 4주");
    await wizard.getByRole("button", { name: "다음" }).click();

    // Step 4: publish.
    await expect(wizard.getByText("단계 4 / 4")).toBeVisible();
    await wizard.getByRole("switch").click();
    await shot(page, "wizard-step4-1280");
    await wizard.getByRole("button", { name: "프로젝트 공개" }).click();

    await expect(page).toHaveURL(/\/projects\/\d+$/);
    await expect(page.getByText("전시 등록 완료").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    const projectUrl = new URL(page.url()).pathname;
    await shot(page, "project-owner-1280");

    // Korean substring search on /projects finds it ("지조형" sits inside "한지조형").
    await page.goto("/projects");
    await page.getByPlaceholder("프로젝트명, 키워드 검색").fill("지조형");
    await expect(page).toHaveURL(/search=/);
    await expect(page.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();
    await shot(page, "projects-search-1280");

    // A guest opens it and is asked to sign up or log in after about a second.
    const guest = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: "ko-KR" });
    const guestPage = await guest.newPage();
    await guestPage.goto(projectUrl);
    await expect(guestPage.getByRole("heading", { name: title })).toBeVisible();
    await expect(guestPage.getByRole("dialog", { name: "아트링크와 함께하세요" })).toBeVisible();
    await shot(guestPage, "project-guest-prompt-375");
    await guestPage.keyboard.press("Escape");
    await shot(guestPage, "project-guest-375");
    await guestPage.goto("/projects?search=%EC%A7%80%EC%A1%B0%ED%98%95");
    await expect(guestPage.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();
    await shot(guestPage, "projects-search-375");
    await guest.close();
  });
});
