import { readFile } from "node:fs/promises";
import { CONDITIONS, expect, koreanDay, newMember, shot, test, axeOn } from "../support/fixtures";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
const COVER =
  "안녕하세요. 연극과 단편영화에서 꾸준히 활동해 온 배우입니다. 이번 작품의 인물에 깊이 공감해 지원합니다. 오디션 기회를 주시면 최선을 다하겠습니다.";

test.describe("auditions", () => {
  test("a producer labels and rates applicants with the keyboard, compares two, adds a manager, bulk-declines the rest, publishes a slot, bulk-messages and bulk-invites a selection; an applicant books it and downloads the calendar file", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const origin = { Origin: baseURL! };
    const stamp = Date.now() % 100000;
    const producer = await newMember(browser, baseURL!, "audition", { firstName: "서연", lastName: "박", userType: "producer" }, DESKTOP);
    const manager = await newMember(browser, baseURL!, "audition", { firstName: `매니저${stamp}`, lastName: "한", userType: "producer" }, DESKTOP);
    const p = producer.page;
    const created = await p.request.post("/api/projects", {
      headers: origin,
      data: {
        title: `연극 <봄날> 배우 오디션 ${stamp}`,
        description: "대학로 소극장에서 올리는 2인극입니다. 3주간 연습 후 4주 공연합니다. 오디션으로 배우를 뽑습니다.",
        budget: "300만원",
        location: "서울",
        startDate: koreanDay(30),
        endDate: koreanDay(60),
        deadline: koreanDay(20),
        status: "published",
        conditions: CONDITIONS,
        tags: ["연극"],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const projectId = ((await created.json()) as { id: number }).id;

    // Three applicants; the last to apply (the booker, on a phone) comes first in the newest-first list.
    const names = [
      { firstName: "민준", lastName: "최" },
      { firstName: "하은", lastName: "정" },
      { firstName: "지호", lastName: "이" },
    ];
    const artists = [];
    for (const who of names) {
      const member = await newMember(browser, baseURL!, "audition", { ...who, userType: "artist" }, PHONE);
      const applied = await member.page.request.post("/api/applications", { headers: origin, data: { projectId, coverLetter: COVER } });
      expect(applied.status(), await applied.text()).toBe(201);
      artists.push(member);
    }
    const booker = artists[2]!;

    // --- Label and rate with the keyboard.
    await p.goto(`/projects/${projectId}/applicants`);
    await expect(p.getByRole("heading", { level: 1 })).toContainText("지원자 관리");
    const list = p.getByRole("list", { name: /지원자 목록/ });
    await expect(list.getByRole("listitem")).toHaveCount(3);
    await p.keyboard.press("s");
    await p.keyboard.press("4");
    await expect(list.getByRole("listitem").nth(0)).toContainText("최종 후보");
    await expect(list.getByRole("listitem").nth(0)).toContainText("평점 4점");
    await p.keyboard.press("j");
    await p.keyboard.press("m");
    await p.keyboard.press("3");
    await expect(list.getByRole("listitem").nth(1)).toContainText("보류");
    await expect(list.getByRole("listitem").nth(1)).toContainText("평점 3점");
    await p.getByLabel("제작팀 메모 (지원자에게 보이지 않습니다)").fill("발성 좋음, 2차 후보");
    await p.getByRole("button", { name: "메모 저장" }).click();
    await expect(p.getByText("메모를 저장했습니다")).toBeVisible();
    await shot(p, "auditions-applicants-1280");
    await axeOn(p, "main", { skipFrames: true });

    // --- Compare the two rated ones.
    await list.getByRole("listitem").nth(0).getByRole("checkbox").click();
    await list.getByRole("listitem").nth(1).getByRole("checkbox").click();
    await p.getByRole("button", { name: "비교하기 (2/4)" }).click();
    const compare = p.getByRole("dialog", { name: "지원자 비교" });
    await expect(compare.getByTestId("compare-grid").locator("section")).toHaveCount(2);
    await expect(compare.getByText("발성 좋음, 2차 후보")).toBeVisible();
    await shot(p, "auditions-compare-1280");
    await axeOn(p, '[role="dialog"]', { skipFrames: true });
    await p.keyboard.press("Escape");
    await list.getByRole("listitem").nth(0).getByRole("checkbox").click();
    await list.getByRole("listitem").nth(1).getByRole("checkbox").click();

    // --- Add a manager.
    await p.getByRole("tab", { name: "제작팀" }).click();
    await p.getByLabel("제작자 이름 또는 이메일 검색").fill(`매니저${stamp}`);
    await p.getByRole("button", { name: "검색", exact: true }).click();
    await p.getByRole("button", { name: "추가", exact: true }).first().click();
    await expect(p.getByTestId("team-list").getByText("매니저", { exact: true })).toBeVisible();
    await shot(p, "auditions-team-1280");
    await axeOn(p, "main", { skipFrames: true });

    // --- Bulk-decline the rest (no label) with one message.
    await p.getByRole("tab", { name: "지원자" }).click();
    await p.getByRole("combobox", { name: "라벨", exact: true }).selectOption("none");
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await p.getByRole("button", { name: "보이는 지원자 모두 선택" }).click();
    await p.getByRole("button", { name: "선택 거절 (1)" }).click();
    const decline = p.getByRole("dialog", { name: "1명 거절" });
    await decline.getByLabel("거절 메시지").fill("지원해주셔서 감사합니다. 이번 작품에서는 함께하기 어렵게 되었습니다.");
    await decline.getByRole("button", { name: "거절 보내기" }).click();
    await expect(p.getByText("1명에게 거절 메시지를 보냈습니다")).toBeVisible();
    await p.getByRole("combobox", { name: "라벨", exact: true }).selectOption("");

    // --- Publish a one-person slot and invite the shortlisted applicant.
    await p.getByRole("tab", { name: "오디션 일정" }).click();
    await p.getByLabel("날짜", { exact: true }).fill(koreanDay(7));
    await p.getByLabel("시작 (한국 시간)").fill("14:00");
    await p.getByLabel("종료", { exact: true }).fill("14:30");
    await p.getByLabel("장소", { exact: true }).fill("서울 종로구 대학로 연습실 3층");
    await p.getByRole("button", { name: "시간 공개" }).click();
    await expect(p.getByTestId("schedule-slot")).toContainText("14:00–14:30");
    await p.getByRole("tab", { name: "지원자" }).click();
    await list.getByRole("listitem").nth(0).click();
    await p.getByRole("button", { name: "오디션 초대", exact: true }).click();
    await expect(p.getByText(/님을 오디션에 초대했습니다/)).toBeVisible();

    // --- Bulk: message everyone listed (the declined one too), then invite the two still in the running to the slot.
    await p.getByRole("button", { name: "보이는 지원자 모두 선택" }).click();
    await p.getByRole("button", { name: "메시지 보내기 (3)" }).click();
    const bulkMessage = p.getByRole("dialog", { name: "3명에게 메시지" });
    await bulkMessage.getByLabel("메시지").fill("지원해주셔서 감사합니다. 오디션 일정은 다음 주에 안내드리겠습니다.");
    await expect(bulkMessage.getByText("37 / 500자")).toBeVisible();
    await shot(p, "auditions-bulk-message-1280");
    await axeOn(p, '[role="dialog"]', { skipFrames: true });
    await bulkMessage.getByRole("button", { name: "메시지 보내기" }).click();
    await expect(p.getByText("3명에게 메시지를 보냈습니다")).toBeVisible();
    await expect(bulkMessage).toBeHidden();
    await p.setViewportSize(PHONE);
    await p.getByRole("button", { name: "보이는 지원자 모두 선택" }).click();
    await p.getByRole("button", { name: "오디션 초대 (2)" }).click();
    const bulkInvite = p.getByRole("dialog", { name: "2명 오디션 초대" });
    await bulkInvite.getByRole("checkbox").first().click();
    await shot(p, "auditions-bulk-invite-375");
    await axeOn(p, '[role="dialog"]', { skipFrames: true });
    await bulkInvite.getByRole("button", { name: "초대 보내기" }).click();
    await expect(p.getByText("2명을 오디션에 초대했습니다")).toBeVisible();
    const inbox = await booker.page.request.get("/api/notifications");
    expect(await inbox.text()).toContain("새 메시지");
    await shot(p, "auditions-applicants-375");
    await axeOn(p, "main", { skipFrames: true });
    await p.getByRole("tab", { name: "오디션 일정" }).click();
    await shot(p, "auditions-schedule-375");
    await p.setViewportSize(DESKTOP);

    // --- The applicant (375) books the slot and downloads the calendar file.
    const a = booker.page;
    await a.goto("/auditions");
    await expect(a.getByRole("heading", { name: "오디션", level: 1 })).toBeVisible();
    await a.getByRole("button", { name: "예약", exact: true }).click();
    await expect(a.getByTestId("my-booking")).toContainText("14:00–14:30");
    await shot(a, "auditions-booked-375");
    await axeOn(a, "main", { skipFrames: true });
    const [download] = await Promise.all([a.waitForEvent("download"), a.getByRole("link", { name: /캘린더에 추가/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await readFile((await download.path())!, "utf8");
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain("X-WR-TIMEZONE:Asia/Seoul");
    expect(ics).toContain("대학로 연습실");
    await a.setViewportSize(DESKTOP);
    await shot(a, "auditions-booked-1280");

    // The team sees who comes when (a fresh load: the schedule was read before the booking).
    await p.reload();
    await p.getByRole("tab", { name: "오디션 일정" }).click();
    await expect(p.getByTestId("schedule-slot")).toContainText("이지호");
    await shot(p, "auditions-schedule-1280");
    await axeOn(p, "main", { skipFrames: true });
    // --- A manager opens a draft of the same producer: its page and its applicants view.
    const draft = await p.request.post("/api/projects", {
      headers: origin,
      data: {
        title: `준비 중인 낭독극 ${stamp}`,
        description: "아직 공개하지 않은 낭독극입니다. 매니저와 함께 모집 내용을 다듬고 있습니다.",
        status: "draft",
        tags: ["연극"],
      },
    });
    expect(draft.status(), await draft.text()).toBe(201);
    const draftId = ((await draft.json()) as { id: number }).id;
    const added = await p.request.post(`/api/projects/${draftId}/team`, { headers: origin, data: { userId: manager.id } });
    expect(added.status(), await added.text()).toBe(201);
    const m = manager.page;
    await m.goto(`/projects/${draftId}`);
    await expect(m.getByRole("heading", { level: 1 })).toContainText(`준비 중인 낭독극 ${stamp}`);
    await m.goto(`/projects/${draftId}/applicants`);
    await expect(m.getByRole("heading", { level: 1 })).toContainText("지원자 관리");
    await shot(m, "auditions-manager-draft-1280");
    await axeOn(m, "main", { skipFrames: true });
    for (const member of [producer, manager, ...artists]) await member.context.close();
  });
});
