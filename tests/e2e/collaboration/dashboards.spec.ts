import type { APIRequestContext, Page } from "@playwright/test";
import type { DashboardApplication, DashboardInvitation, ProjectCard } from "@shared/api-types";
import { demoContext, expect, shot, test, useDemoSession } from "../support/fixtures";

const PRODUCER_TABS = [
  ["projects", "내 프로젝트"],
  ["applications", "지원자 관리"],
  ["invitations", "보낸 초대"],
  ["suggestions", "추천 아티스트"],
  ["reviews", "받은 후기"],
] as const;
const ARTIST_TABS = [
  ["applications", "내 지원"],
  ["invitations", "받은 초대"],
  ["projects", "참여 프로젝트"],
  ["reviews", "받은 후기"],
] as const;

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.ok(), `${url} -> ${res.status()}`).toBeTruthy();
  return (await res.json()) as T;
}

/** The unread count the bell announces ('알림, 읽지 않은 알림 N개', or '알림' when none). */
async function bellUnread(page: Page): Promise<number> {
  const label = (await page.getByRole("button", { name: /^알림/ }).first().getAttribute("aria-label")) ?? "";
  const m = label.match(/(\d+)개/);
  return m ? Number(m[1]) : 0;
}

/** Every tab of a dashboard at the current viewport: the tab is active, its list settled, the address keeps ?tab=. */
async function shootTabs(page: Page, role: "producer" | "artist", tabs: readonly (readonly [string, string])[], width: number) {
  for (const [value, label] of tabs) {
    await page.goto(`/dashboard?tab=${value}`);
    await expect(page.getByRole("tab", { name: label })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("status", { name: "불러오는 중" })).toHaveCount(0);
    // No horizontal page scroll, whatever the width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${role} ${value} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
    await shot(page, `dashboard-${role}-${value}-${width}`);
  }
}

test.describe("collaboration dashboards", () => {
  test.setTimeout(180_000);

  test("a producer and an artist run the cycle through their dashboards; the artist's bell updates without a reload", async ({ browser }) => {
    const producerCtx = await demoContext(browser, "producer", { viewport: { width: 1280, height: 800 } });
    const artistCtx = await demoContext(browser, "artist", { viewport: { width: 1280, height: 800 } });
    const producer = await producerCtx.newPage();
    const artist = await artistCtx.newPage();
    const artistUser = await getJson<{ id: string }>(artist.request, "/api/auth/user");

    // The seed gives the demo artist a pending application on a recruiting project of the demo producer.
    const applications = await getJson<DashboardApplication[]>(producer.request, "/api/my-applications");
    const target = applications.find((a) => a.artistId === artistUser.id && a.status === "pending" && a.project.status === "published");
    expect(target, "seed: a pending application of the demo artist on a published project").toBeTruthy();
    const projectTitle = target!.project.title;

    // Artist: on the dashboard, the bell's count as it is now.
    await artist.goto("/dashboard");
    await expect(artist.getByRole("tab", { name: "내 지원" })).toHaveAttribute("aria-selected", "true");
    await expect(artist.getByRole("button", { name: /^알림/ }).first()).toBeVisible();
    // The live stream is up, so the bell's poll has slowed to 5 minutes: a quick update can only come from an event.
    await expect(artist.locator("html")).toHaveAttribute("data-live-events", "connected");
    // The bell has loaded its list once it counts what the server holds unread.
    const unreadBefore = (await getJson<Array<{ read: boolean }>>(artist.request, "/api/notifications")).filter((n) => !n.read).length;
    await expect.poll(() => bellUnread(artist)).toBe(unreadBefore);

    // Producer: applicant management, filtered to pending, accepts the artist (optional reason, confirmed).
    await producer.goto("/dashboard");
    await expect(producer.getByRole("tab", { name: "내 프로젝트" })).toHaveAttribute("aria-selected", "true");
    await producer.getByRole("tab", { name: "지원자 관리" }).click();
    await expect(producer).toHaveURL(/\?tab=applications/);
    await producer.getByLabel("필터").click();
    await producer.getByRole("option", { name: "검토 중" }).click();
    const card = producer
      .getByTestId("applicant-card")
      .filter({ hasText: projectTitle })
      .filter({ has: producer.getByRole("button", { name: /지원 승인$/ }) });
    await expect(card.first()).toBeVisible();
    const artistCard = card.filter({ has: producer.locator(`a[href="/artists/${artistUser.id}"]`) }).first();
    await expect(artistCard.getByRole("link", { name: "메시지" })).toHaveAttribute("href", `/messages?user=${artistUser.id}`);
    await artistCard.getByRole("button", { name: /지원 승인$/ }).click();
    const accept = producer.getByRole("dialog", { name: "지원자를 승인하시겠습니까?" });
    await accept.getByLabel(/승인 메시지/).fill("함께하게 되어 기쁩니다.");
    await accept.getByRole("button", { name: "승인하기" }).click();
    await expect(producer.getByText("지원자 승인 완료")).toBeVisible();

    // Rejecting asks for a reason: empty is refused with the validator's message.
    const another = producer
      .getByTestId("applicant-card")
      .filter({ has: producer.getByRole("button", { name: /지원 거절$/ }) })
      .first();
    if (await another.count()) {
      await another.getByRole("button", { name: /지원 거절$/ }).click();
      const reject = producer.getByRole("dialog", { name: "지원자를 거절하시겠습니까?" });
      await reject.getByRole("button", { name: "거절하기" }).click();
      await expect(reject.getByText("거절 사유를 입력해주세요")).toBeVisible();
      await reject.getByLabel("거절 사유").fill("이번 프로젝트와 작업 방향이 맞지 않습니다.");
      await reject.getByRole("button", { name: "거절하기" }).click();
      await expect(producer.getByText("지원자 거절 완료")).toBeVisible();
    }

    // Artist: the bell counts the result notifications without a reload, well before any poll would run.
    await expect.poll(() => bellUnread(artist), { timeout: 15_000, intervals: [250] }).toBeGreaterThan(unreadBefore);

    // Artist: answers invitations from ?tab=invitations: accepts one, declines one with a category.
    await artist.goto("/dashboard?tab=invitations");
    await expect(artist.getByRole("tab", { name: "받은 초대" })).toHaveAttribute("aria-selected", "true");
    const received = await getJson<DashboardInvitation[]>(artist.request, "/api/invitations/received");
    const pending = received.filter((i) => i.status === "pending");
    expect(pending.length, "seed: at least two pending invitations for the demo artist").toBeGreaterThanOrEqual(2);
    await expect(artist.getByRole("button", { name: `${pending[0]!.project.title} 초대 수락` })).toBeVisible();
    await shot(artist, "dashboard-artist-invitations-pending-1280");
    await artist.getByRole("button", { name: `${pending[0]!.project.title} 초대 수락` }).click();
    await expect(artist.getByText("초대 수락 완료")).toBeVisible();
    await artist.getByRole("button", { name: `${pending[1]!.project.title} 초대 거절` }).click();
    const decline = artist.getByRole("dialog", { name: "초대 거절" });
    await expect(decline.getByRole("radio")).toHaveCount(6);
    await decline.getByLabel("일정이 맞지 않습니다").check();
    await decline.getByRole("button", { name: "거절하기" }).click();
    await expect(artist.getByText("초대 거절 완료")).toBeVisible();
    await artist.getByLabel("상태").click();
    await artist.getByRole("option", { name: "거절함" }).click();
    await expect(artist.getByTestId("received-invitation-card").filter({ hasText: pending[1]!.project.title })).toBeVisible();

    // Written contracts gate the start (issue 14): here the producer records contracts made outside the platform.
    await producer.goto(`/projects/${target!.projectId}`);
    await producer.getByRole("button", { name: "플랫폼 밖에서 계약했어요" }).click();
    await producer.getByLabel("외부 계약 기록 (필수 메모)").fill("종이 계약서 2부 작성, 각자 보관");
    await producer.getByRole("button", { name: "기록하기" }).click();
    await expect(producer.getByText("외부 계약을 기록했습니다")).toBeVisible();

    // The seeded project starts later; it is moved to today, since a project completes only from its start date on (issue 31).
    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
    const moved = await producer.request.patch(`/api/projects/${target!.projectId}`, {
      headers: { Origin: new URL(producer.url()).origin },
      data: { startDate: today, deadline: today },
    });
    expect(moved.status(), await moved.text()).toBe(200);

    // Producer: starts the project with its accepted artist, then completes it, each confirmed.
    await producer.goto("/dashboard?tab=projects");
    const projectCard = producer.getByTestId("producer-project-card").filter({ hasText: projectTitle });
    await projectCard.getByRole("button", { name: "프로젝트 시작" }).click();
    await producer.getByRole("alertdialog").getByRole("button", { name: "프로젝트 시작" }).click();
    await expect(producer.getByText("프로젝트 상태 업데이트")).toBeVisible();
    await expect(projectCard.getByText("진행 중", { exact: true })).toBeVisible();
    await projectCard.getByRole("button", { name: "프로젝트 완료" }).click();
    await producer.getByRole("alertdialog").getByRole("button", { name: "프로젝트 완료" }).click();
    await expect(projectCard.getByRole("button", { name: /후기 등록/ })).toBeVisible();
    const mine = await getJson<ProjectCard[]>(producer.request, "/api/my-projects");
    expect(mine.find((p) => p.id === target!.projectId)?.status).toBe("completed");

    // The artist now sees the project among participating ones, completed, with the review button.
    await artist.goto("/dashboard?tab=projects");
    const participating = artist.getByTestId("participating-project-card").filter({ hasText: projectTitle });
    await expect(participating.getByRole("button", { name: "후기 작성" })).toBeVisible();

    // Screenshots of every tab of both dashboards, desktop then phone.
    await shootTabs(producer, "producer", PRODUCER_TABS, 1280);
    await shootTabs(artist, "artist", ARTIST_TABS, 1280);
    await producer.setViewportSize({ width: 375, height: 812 });
    await artist.setViewportSize({ width: 375, height: 812 });
    await shootTabs(producer, "producer", PRODUCER_TABS, 375);
    await shootTabs(artist, "artist", ARTIST_TABS, 375);

    await producerCtx.close();
    await artistCtx.close();
  });

  test("account settings: the e-mail notification card toggles a kind and keeps it after a reload", async ({ page }) => {
    await useDemoSession(page, "artist");
    await page.goto("/account-settings");
    const toggle = page.getByRole("switch", { name: "후기" });
    await expect(toggle).toBeVisible();
    const before = await toggle.getAttribute("aria-checked");
    await toggle.click();
    await expect(page.getByText("이메일 알림 설정 저장")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("switch", { name: "후기" })).toHaveAttribute("aria-checked", before === "true" ? "false" : "true");
    await shot(page, "account-settings-mail-preferences-1280");
  });

  test("not signed in, /dashboard goes to /", async ({ page }) => {
    await page.goto("/dashboard?tab=invitations");
    await expect(page).toHaveURL(/\/$/);
  });
});
