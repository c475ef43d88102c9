import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, expectToast, koreanDay, newMember, projectWithAcceptedArtist, shot, test, axeOn } from "../support/fixtures";

const noSidewaysScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    "the page scrolls sideways",
  ).toBeLessThanOrEqual(0);

test.describe("verified activity record", () => {
  test("a project is completed, the producer confirms the credit, the artist accepts it on a phone, builds the record and a visitor opens its verify link", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    mkdirSync("test-results/activity", { recursive: true });
    const [producer, artist] = await Promise.all([
      newMember(browser, baseURL!, "activity", { firstName: "서연", lastName: "박", userType: "producer" }, { width: 1280, height: 900 }),
      newMember(browser, baseURL!, "activity", { firstName: "지호", lastName: "이", userType: "artist" }, { width: 375, height: 812 }),
    ]);
    const origin = { Origin: baseURL! };

    // A project with the artist accepted and running (set up through the API: the journey is the record).
    const { projectId } = await projectWithAcceptedArtist(producer.page, artist.page, baseURL!);
    expect(
      (
        await producer.page.request.put(`/api/projects/${projectId}/contracts/offline`, { headers: origin, data: { note: "종이 계약서로 체결했습니다." } })
      ).status(),
    ).toBe(200);
    expect((await producer.page.request.patch(`/api/projects/${projectId}/status`, { headers: origin, data: { status: "in_progress" } })).status()).toBe(200);

    // Producer: completes the project from its page, then confirms the artist's participation in one step.
    const p = producer.page;
    await p.goto(`/projects/${projectId}`);
    await p.getByRole("button", { name: "프로젝트 완료" }).click();
    await p.getByRole("alertdialog").getByRole("button", { name: "프로젝트 완료" }).click();
    const panel = p.getByTestId("project-credits");
    await expect(panel).toBeVisible({ timeout: 30_000 });
    await panel.getByRole("button", { name: "참여 확인 보내기" }).click();
    await expect(panel.getByText("역할을 입력해주세요.")).toBeVisible();
    await panel.getByLabel("역할").fill("조각 작가 (신작 2점 출품)");
    await panel.getByLabel("참여 시작일").fill(koreanDay(-40));
    await panel.getByLabel("참여 종료일").fill(koreanDay(-5));
    await panel.getByLabel("공개 발표일 (선택)").fill(koreanDay(-12));
    await panel.getByLabel("공개 발표 장소 (선택)").fill("서울 여의도 한강공원");
    await panel.getByLabel("보수를 지급했습니다").click();
    await panel.getByLabel("보수 금액(원, 선택)").fill("3500000");
    await shot(p, "activity-producer-confirm-1280");
    await axeOn(p, '[data-testid="project-credits"]');
    await panel.getByRole("button", { name: "참여 확인 보내기" }).click();
    await expectToast(p, "참여를 확인했습니다");
    await expect(panel.getByText("예술인 확인 대기")).toBeVisible();

    // Artist on a 375 px phone: the dashboard's '활동 증빙' tab; accepts the credit.
    const a = artist.page;
    await a.goto("/dashboard?tab=activity");
    const tab = a.getByTestId("activity-tab");
    await expect(tab.getByText("한강 야외 조각 전시")).toBeVisible({ timeout: 30_000 });
    await expect(tab.getByText("예술인 확인 대기")).toBeVisible();
    await shot(a, "activity-artist-pending-375");
    await tab.getByRole("button", { name: "한강 야외 조각 전시 참여 기록 수락" }).click();
    await expectToast(a, "참여 기록을 수락했습니다");
    await expect(tab.getByText("양측 확인 완료").first()).toBeVisible();

    // Self-reported activity with an evidence file.
    await tab.getByRole("button", { name: "활동 직접 등록" }).click();
    const item = a.getByRole("form", { name: "직접 등록할 활동" });
    await item.getByLabel("활동 유형").selectOption("exhibition");
    await item.getByLabel("활동명").fill("개인전 〈물의 기억〉");
    await item.getByLabel("주최·발행처 (선택)").fill("갤러리 소금");
    await item.getByLabel("시작일").fill(koreanDay(-100));
    await item.getByLabel("증빙 파일", { exact: false }).setInputFiles(path.resolve("tests/fixtures/sample.pdf"));
    await expect(item.getByText("sample.pdf")).toBeVisible();
    await item.getByRole("button", { name: "활동 등록" }).click();
    await expectToast(a, "활동을 등록했습니다");
    await expect(tab.getByText("본인 신고").first()).toBeVisible();

    // The record: last year, both entries, fees left out.
    const builder = a.getByTestId("record-builder");
    await builder.getByLabel("기간").selectOption("1");
    await expect(builder.getByText("한강 야외 조각 전시")).toBeVisible();
    await expect(builder.getByText("개인전 〈물의 기억〉")).toBeVisible();
    await builder.getByRole("button", { name: "증빙 기록 PDF 만들기" }).click();
    // Rendering embeds the whole Korean face: seconds on a busy two-core machine.
    await expectToast(a, "증빙 기록을 만들었습니다", 90_000);
    await noSidewaysScroll(a);
    await shot(a, "activity-artist-record-375");
    await axeOn(a, '[data-testid="activity-tab"]');
    const mine = (await (await a.request.get("/api/activity")).json()) as { records: Array<{ id: number; verifyCode: string }> };
    const record = mine.records[0]!;
    const [dl] = await Promise.all([a.waitForEvent("download"), a.getByRole("link", { name: `${record.verifyCode} 기록 PDF 받기` }).click()]);
    await dl.saveAs("test-results/activity/record.pdf");

    // A visitor (no account) opens the verify link printed under the QR code.
    const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const v = await visitorContext.newPage();
    await v.goto(`/records/verify/${record.verifyCode}`);
    await expect(v.getByTestId("record-valid")).toBeVisible({ timeout: 30_000 });
    await expect(v.getByText("이지호")).toBeVisible();
    await expect(v.getByRole("heading", { name: "한강 야외 조각 전시" })).toBeVisible();
    await expect(v.getByRole("heading", { name: "개인전 〈물의 기억〉" })).toBeVisible();
    await expect(v.getByText("제작자: 박서연")).toBeVisible();
    await expect(v.getByText("3,500,000", { exact: false })).toHaveCount(0);
    await shot(v, "activity-verify-visitor-1280");
    await axeOn(v, "main");

    // The profile's verified credits, with the badge, and no fee.
    await v.goto(`/users/${artist.id}`);
    const credits = v.locator("#verified-credits");
    await expect(credits.getByText("한강 야외 조각 전시")).toBeVisible({ timeout: 30_000 });
    await expect(credits.getByText("양측 확인")).toBeVisible();
    await expect(credits.getByText("3,500,000", { exact: false })).toHaveCount(0);
    await shot(v, "activity-profile-visitor-1280");
    await axeOn(v, "#verified-credits");

    // The artist revokes the record; the verify page says so.
    await a.getByRole("button", { name: `${record.verifyCode} 기록 철회` }).click();
    await a.getByRole("alertdialog").getByRole("button", { name: "철회" }).click();
    await expectToast(a, "기록을 철회했습니다");
    await v.goto(`/records/verify/${record.verifyCode}`);
    await expect(v.getByTestId("record-revoked")).toBeVisible();
    await expect(v.getByRole("heading", { name: "한강 야외 조각 전시" })).toHaveCount(0);
    await shot(v, "activity-verify-revoked-1280");
    writeFileSync("test-results/activity/verify-code.txt", record.verifyCode);
    await visitorContext.close();
  });
});
