import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, koreanDay, newMember, shot, test, axeOn } from "../support/fixtures";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
const YOUTUBE = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
const COVER =
  "안녕하세요. 단편영화와 연극 무대에서 8년째 활동하고 있는 배우입니다. 이번 작품의 주인공이 겪는 상실과 회복의 감정선에 깊이 공감하여 지원합니다. 셀프 테이프를 함께 보내드립니다.";

/**
 * Every page of this journey fails on a Content-Security-Policy violation: the browser's own report
 * (securitypolicyviolation, re-logged) and its console message alike (the embeds must stay within frame-src).
 */
async function guardCsp(page: Page, violations: string[]) {
  page.on("console", (msg) => {
    if (msg.type() === "error" && /Content Security Policy/i.test(msg.text())) violations.push(`${page.url()}: ${msg.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(`Content Security Policy violation: ${e.violatedDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`),
    );
  });
}

test.describe("casting", () => {
  test("a producer posts a project with three roles and conditions; an actor applies to one role with a YouTube link and a self-tape; the producer accepts and the role is filled; the list filters by paid roles and role category", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const violations: string[] = [];
    const title = `단편영화 <물결> 배우·스태프 모집 ${Date.now() % 100000}`;

    // --- The producer (1280) posts the project through the wizard.
    const producer = await newMember(browser, baseURL!, "casting", { firstName: "서연", lastName: "박", userType: "producer" }, DESKTOP);
    const p = producer.page;
    await guardCsp(p, violations);
    await p.goto("/dashboard");
    await p.getByRole("button", { name: "새 프로젝트 등록" }).click();
    const wizard = p.getByRole("dialog", { name: /등록/ });
    await expect(wizard).toBeVisible();

    await wizard.getByLabel("제목").fill(title);
    const tagInput = wizard.getByPlaceholder(/입력 후 Enter/);
    await tagInput.fill("단편영화");
    await tagInput.press("Enter");
    await expect(wizard.getByRole("button", { name: "단편영화 태그 삭제" })).toBeVisible();
    await wizard
      .getByLabel("프로젝트 소개")
      .fill("바닷가 마을을 배경으로 한 25분 단편영화입니다. 11월 중 부산에서 5회차 촬영합니다. 주연 배우와 촬영감독을 찾습니다.");
    await wizard.getByRole("button", { name: "다음" }).click();

    await wizard.getByRole("combobox").first().click();
    await p.getByRole("option", { name: "부산", exact: true }).click();
    await wizard.getByLabel("시작일").fill(koreanDay(30));
    await wizard.getByLabel("종료일").fill(koreanDay(34));
    await wizard.getByLabel("지원 마감일").fill(koreanDay(14));
    await wizard.getByRole("button", { name: "다음" }).click();

    await wizard.getByLabel("지원 자격 및 요구사항").fill("단편영화 출연 또는 촬영 경험");
    await wizard.getByRole("button", { name: "모집 분야 추가" }).click();
    await wizard.getByLabel("모집 분야 1 이름").fill("주연 (30대 여성)");
    await wizard.getByLabel("모집 분야 1 보수 금액 (원)").fill("1500000");
    await wizard.getByRole("group", { name: "모집 분야 1 필수 제출 자료" }).getByLabel("영상").check();
    await wizard.getByRole("button", { name: "모집 분야 추가" }).click();
    await wizard.getByLabel("모집 분야 2 이름").fill("촬영감독");
    await wizard.getByLabel("모집 분야 2 구분").fill("촬영");
    await wizard.getByLabel("모집 분야 2 보수 방식").selectOption("per_day");
    await wizard.getByLabel("모집 분야 2 보수 금액 (원)").fill("300000");
    await wizard.getByRole("group", { name: "모집 분야 2 필수 제출 자료" }).getByLabel("포트폴리오 링크").check();
    await wizard.getByRole("button", { name: "모집 분야 추가" }).click();
    await wizard.getByLabel("모집 분야 3 이름").fill("마을 주민 (단역)");
    await wizard.getByLabel("모집 분야 3 보수 방식").selectOption("unpaid");
    await wizard.getByLabel("식사 *").selectOption("provided");
    await wizard.getByLabel("교통 *").selectOption("allowance");
    await wizard.getByLabel("숙박 *").selectOption("provided");
    await wizard.getByLabel("보수 지급 시기 *").fill("촬영 종료 후 14일 이내");
    await wizard.getByLabel("일정 *").fill("11월 중 5회차, 회차당 10시간 이내");
    await shot(p, "casting-wizard-roles-1280");
    await axeOn(p, '[role="dialog"]', { skipFrames: true });
    await wizard.getByRole("button", { name: "다음" }).click();

    await wizard.getByRole("switch").click();
    await wizard.getByRole("button", { name: "프로젝트 공개" }).click();
    await expect(p).toHaveURL(/\/projects\/\d+$/);
    const projectPath = new URL(p.url()).pathname;
    const roles = p.locator("#roles");
    await expect(roles.getByText("주연 (30대 여성)")).toBeVisible();
    await expect(roles.getByText("1,500,000원")).toBeVisible();
    await expect(roles.getByText("일 300,000원")).toBeVisible();
    // An unpaid role reads '무보수' in plain sight (issue 26).
    await expect(roles.locator("li").filter({ hasText: "마을 주민 (단역)" }).getByText("무보수")).toBeVisible();
    await expect(p.getByText("촬영 종료 후 14일 이내")).toBeVisible();
    await shot(p, "casting-project-owner-1280");

    // --- The actor (375) applies to the lead role with a YouTube link and an uploaded self-tape.
    const actor = await newMember(browser, baseURL!, "casting", { firstName: "지호", lastName: "이", userType: "artist" }, PHONE);
    const a = actor.page;
    await guardCsp(a, violations);
    await a.goto(projectPath);
    await expect(a.getByRole("heading", { name: title })).toBeVisible();
    await a.getByRole("button", { name: "주연 (30대 여성) 지원하기" }).click();
    const apply = a.getByRole("dialog", { name: "주연 (30대 여성) 지원" });
    await expect(apply).toBeVisible();
    await apply.getByLabel(/자기소개서/).fill(COVER);
    await expect(apply.getByRole("button", { name: "지원하기" })).toBeDisabled();
    await apply.getByLabel("자료 주소").fill(YOUTUBE);
    await apply.getByRole("button", { name: "주소 추가" }).click();
    await expect(apply.locator('iframe[src^="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]')).toHaveCount(1);
    await apply.locator('input[type="file"]').setInputFiles(path.resolve("tests/fixtures/self-tape.webm"));
    const tape = apply.locator('video[src^="/uploads/"]');
    await expect(tape).toHaveCount(1);
    await expect(tape).toHaveAttribute("preload", "metadata");
    await tape.scrollIntoViewIfNeeded();
    await shot(a, "casting-apply-375");
    await axeOn(a, '[role="dialog"]', { skipFrames: true });
    await apply.getByRole("button", { name: "지원하기" }).click();
    await expect(apply).toBeHidden();
    await expect(a.locator("#roles").getByText(/지원함/)).toBeVisible();

    // --- The producer sees the applicants by role and accepts.
    await p.goto("/dashboard?tab=applications");
    const group = p.getByRole("region", { name: `${title} · 주연 (30대 여성)` });
    await expect(group.getByText("지원 1명 · 승인 0 / 1명")).toBeVisible();
    const card = group.getByTestId("applicant-card");
    await expect(card.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1);
    const served = card.locator('video[src^="/uploads/"]');
    await expect(served).toHaveCount(1);
    // The self-tape seeks: its address answers a range request with 206.
    const src = (await served.getAttribute("src"))!;
    const ranged = await p.request.get(src, { headers: { Range: "bytes=0-99" } });
    expect(ranged.status()).toBe(206);
    expect(ranged.headers()["content-range"]).toMatch(/^bytes 0-99\/\d+$/);
    await shot(p, "casting-applicants-1280");
    await axeOn(p, "main", { skipFrames: true });
    await card.getByRole("button", { name: /지원 승인$/ }).click();
    const confirm = p.getByRole("dialog", { name: "지원자를 승인하시겠습니까?" });
    await confirm.getByRole("button", { name: "승인하기" }).click();
    await expect(group.getByText("지원 1명 · 승인 1 / 1명")).toBeVisible();

    await p.setViewportSize(PHONE);
    await shot(p, "casting-applicants-375");
    await p.setViewportSize(DESKTOP);

    // --- The role shows filled on the project page, to the producer and to the actor.
    await p.goto(projectPath);
    const lead = p.locator("#roles li").filter({ hasText: "주연 (30대 여성)" });
    await expect(lead.getByText("모집 완료")).toBeVisible();
    await expect(lead.getByText("1 / 1명")).toBeVisible();
    await shot(p, "casting-role-filled-1280");
    await axeOn(p, "#roles", { skipFrames: true });
    await a.reload();
    const leadForActor = a.locator("#roles li").filter({ hasText: "주연 (30대 여성)" });
    await expect(leadForActor.getByText("모집 완료")).toBeVisible();
    await expect(leadForActor.getByText(/지원함/)).toBeVisible();
    await shot(a, "casting-role-filled-375");

    // --- /projects: the role filters on a phone (the filter sheet) and on a desktop (the panel), kept in the address.
    await a.goto("/projects");
    await a.getByRole("button", { name: /^필터/ }).click();
    const sheet = a.getByRole("dialog", { name: "필터" });
    await sheet.getByLabel("모집 분야", { exact: true }).selectOption("촬영");
    await sheet.getByLabel("유급 배역만").check();
    await expect(a).toHaveURL(/paidRoles=true/);
    await expect(a).toHaveURL(/roleCategory=%EC%B4%AC%EC%98%81/);
    await shot(a, "casting-filter-sheet-375");
    await axeOn(a, '[role="dialog"]', { skipFrames: true });
    await sheet.getByRole("button", { name: /프로젝트 보기|결과 보기/ }).click();
    await expect(a.getByRole("link", { name: new RegExp(title.replace(/[<>]/g, ".")) }).first()).toBeVisible();
    await expect(a.getByRole("button", { name: "촬영 분야 필터 제거" })).toBeVisible();
    await shot(a, "casting-filtered-375");

    await p.goto("/projects");
    await p.getByLabel("모집 분야", { exact: true }).selectOption("배우");
    await p.getByLabel("유급 배역만").check();
    await expect(p).toHaveURL(/paidRoles=true/);
    await expect(p).toHaveURL(/roleCategory=%EB%B0%B0%EC%9A%B0/);
    await expect(p.getByRole("link", { name: new RegExp(title.replace(/[<>]/g, ".")) }).first()).toBeVisible();
    await expect(p.getByRole("button", { name: "유급 배역 필터 제거" })).toBeVisible();
    // A reload keeps them: the address is their source of truth.
    await p.reload();
    await expect(p.getByLabel("모집 분야", { exact: true })).toHaveValue("배우");
    await expect(p.getByLabel("유급 배역만")).toBeChecked();
    await shot(p, "casting-filtered-1280");
    await axeOn(p, "main", { skipFrames: true });

    expect(violations, "Content-Security-Policy violations").toEqual([]);
    await producer.context.close();
    await actor.context.close();
  });
  test("an actor adds a self-tape and a YouTube work link to the portfolio; the profile plays both (375)", async ({ browser, baseURL }) => {
    const violations: string[] = [];
    const actor = await newMember(browser, baseURL!, "portfolio", { firstName: "하린", lastName: "정", userType: "artist" }, PHONE);
    const a = actor.page;
    await guardCsp(a, violations);
    await a.goto(`/artists/${actor.id}`);

    await a.getByRole("button", { name: "포트폴리오 추가" }).click();
    let dialog = a.getByRole("dialog", { name: "포트폴리오 추가" });
    await dialog.getByTestId("portfolio-file-input").setInputFiles(path.resolve("tests/fixtures/self-tape.webm"));
    await expect(dialog.locator('video[src^="/uploads/"]')).toHaveCount(1);
    await dialog.getByLabel("작품명").fill("독백 셀프 테이프");
    await dialog.getByRole("button", { name: "저장" }).click();
    await expect(dialog).toBeHidden();

    await a.getByRole("button", { name: "포트폴리오 추가" }).click();
    dialog = a.getByRole("dialog", { name: "포트폴리오 추가" });
    await dialog.getByLabel("작품명").fill("단편영화 <여름> 출연");
    await dialog.getByLabel("작품 링크").fill(YOUTUBE);
    await dialog.getByRole("button", { name: "저장" }).click();
    await expect(dialog).toBeHidden();

    const portfolio = a.locator("#portfolio");
    await expect(portfolio.getByText("영상 재생")).toHaveCount(2);
    await shot(a, "casting-portfolio-375");
    await axeOn(a, "#portfolio", { skipFrames: true });

    await portfolio.getByRole("button", { name: "독백 셀프 테이프 미리보기" }).click();
    let preview = a.getByRole("dialog", { name: "독백 셀프 테이프" });
    await expect(preview.locator('video[src^="/uploads/"]')).toHaveAttribute("preload", "metadata");
    await shot(a, "casting-portfolio-video-375");
    await preview.getByRole("button", { name: "닫기" }).click();
    await portfolio.getByRole("button", { name: "단편영화 <여름> 출연 미리보기" }).click();
    preview = a.getByRole("dialog", { name: "단편영화 <여름> 출연" });
    await expect(preview.locator('iframe[src^="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]')).toHaveCount(1);
    await preview.getByRole("button", { name: "닫기" }).click();

    expect(violations, "Content-Security-Policy violations").toEqual([]);
    await actor.context.close();
  });
});
