import type { Page } from "@playwright/test";
import { demoContext, expect, shot, test } from "../support/fixtures";

const myId = async (page: Page) => ((await (await page.request.get("/api/auth/user")).json()) as { id: string }).id;
const composer = (page: Page) => page.getByPlaceholder("메시지를 입력하세요");
const thread = (page: Page) => page.getByRole("list", { name: /님과의 메시지$/ });

test.describe("messages", () => {
  test("a producer and an artist exchange messages live; Korean input is sent whole; an unconnected pair sees the disabled state", async ({ browser }) => {
    // Two browsers, an invitation answer and five screenshots on a shared 2-core machine.
    test.setTimeout(180_000);
    // The demo producer (박서연) and artist (김도윤) share projects in the seed (application and invitations).
    const producerCtx = await demoContext(browser, "producer");
    const artistCtx = await demoContext(browser, "artist");
    const producer = await producerCtx.newPage();
    const artist = await artistCtx.newPage();
    const artistId = await myId(artist);
    const producerId = await myId(producer);

    // The artist keeps the conversation with the producer open. Their live stream is up, so the thread's poll
    // has slowed to 5 minutes: a message that shows up now can only have come as an event.
    await artist.goto(`/messages?user=${producerId}`);
    await expect(artist).toHaveURL(/\/messages$/);
    await expect(artist.getByRole("heading", { name: /박서연/ })).toBeVisible();
    await expect(composer(artist)).toBeEnabled();
    await expect(artist.locator("html")).toHaveAttribute("data-live-events", "connected");

    // ?user= opens the conversation and is then removed from the address.
    await producer.goto(`/messages?user=${artistId}`);
    await expect(producer).toHaveURL(/\/messages$/);
    await expect(producer.getByRole("heading", { name: /김도윤/ })).toBeVisible();
    await expect(producer.locator("html")).toHaveAttribute("data-live-events", "connected");

    const hello = `도윤 작가님, 설치 일정 논의드리고 싶어요 ${Date.now() % 10000}`;
    await composer(producer).click();
    await producer.keyboard.insertText(hello);
    await expect(producer.getByText(`${hello.length}/500`)).toBeVisible();
    await producer.keyboard.press("Enter");
    await expect(thread(producer).getByText(hello)).toBeVisible();
    await expect(composer(producer)).toHaveValue("");

    // The event stream delivers it, without a reload (the poll would take minutes).
    await expect(thread(artist).getByText(hello)).toBeVisible();

    // IME: Enter while composing only ends the composition; nothing is sent.
    const reply = "네, 좋습니다! 다음 주 화요일 어떠세요?";
    const box = composer(artist);
    await box.click();
    await box.dispatchEvent("compositionstart", { data: "" });
    await artist.keyboard.insertText(reply);
    await artist.keyboard.press("Enter");
    await artist.waitForTimeout(800);
    await expect(thread(artist).getByText(reply)).toHaveCount(0);
    await expect(box).toHaveValue(new RegExp(`^${reply.replace(/[?!.,]/g, "\\$&")}`));
    await box.dispatchEvent("compositionend", { data: reply });
    await artist.keyboard.press("Enter");
    await expect(thread(artist).getByText(reply, { exact: true })).toBeVisible();
    await expect(box).toHaveValue("");
    await expect(thread(producer).getByText(reply, { exact: true })).toBeVisible();

    // Shift+Enter makes a new line instead of sending.
    await composer(producer).click();
    await producer.keyboard.insertText("첫 줄");
    await producer.keyboard.press("Shift+Enter");
    await producer.keyboard.insertText("둘째 줄");
    await expect(composer(producer)).toHaveValue("첫 줄\n둘째 줄");
    await composer(producer).fill("");

    await shot(producer, "messages-1280-thread");

    // An invitation in a conversation: the producer invites the artist to a project that can still
    // invite them (the invitation arrives as a message), and the artist, its receiver, accepts it there.
    // Made here rather than taken from the seed: other journeys answer the seeded invitations.
    const check = (await (await producer.request.get(`/api/invitations/check/${artistId}`)).json()) as { invitableProjects: Array<{ id: number }> };
    expect(check.invitableProjects.length, "the demo producer has a project that can invite the demo artist").toBeGreaterThan(0);
    const invited = await producer.request.post("/api/invitations", {
      headers: { Origin: new URL(producer.url()).origin },
      data: { projectId: check.invitableProjects[0]!.id, artistId, message: "메시지 화면에서 초대를 확인해 주세요." },
    });
    expect(invited.status()).toBe(201);
    const inviter = producerId;
    await artist.goto(`/messages?user=${inviter}`);
    const accept = thread(artist).getByRole("button", { name: "수락", exact: true }).last();
    await expect(accept).toBeVisible();
    await accept.scrollIntoViewIfNeeded();
    await shot(artist, "messages-1280-invitation");
    const pendingBefore = await thread(artist).getByRole("button", { name: "수락", exact: true }).count();
    await accept.click();
    await expect(artist.getByText("초대 수락 완료")).toBeVisible();
    await expect(thread(artist).getByRole("button", { name: "수락", exact: true })).toHaveCount(pendingBefore - 1);
    await expect(thread(artist).getByText("수락됨").last()).toBeVisible();
    // The producer's open thread learns the answer from the stream's invitation event (its poll is minutes apart).
    const answered = thread(producer).locator("div").filter({ hasText: "메시지 화면에서 초대를 확인해 주세요." }).filter({ hasText: "프로젝트 초대" }).last();
    await expect(answered.getByText("수락됨")).toBeVisible();

    // 375 px: the list first, then the thread with a back button.
    await artist.setViewportSize({ width: 375, height: 812 });
    await artist.goto("/messages");
    await expect(artist.getByRole("list", { name: "대화 목록" })).toBeVisible();
    await shot(artist, "messages-375-list");
    await artist
      .getByRole("list", { name: "대화 목록" })
      .getByRole("button", { name: /박서연/ })
      .click();
    await expect(thread(artist).getByText(reply, { exact: true })).toBeVisible();
    await expect(artist.getByRole("button", { name: "대화 목록으로" })).toBeVisible();
    await shot(artist, "messages-375-thread");
    await artist.getByRole("button", { name: "대화 목록으로" }).click();
    await expect(artist.getByRole("list", { name: "대화 목록" })).toBeVisible();

    // Two artists never share a project: history would stay readable, but sending is off.
    const others = (await (await artist.request.get("/api/artists/public?limit=10")).json()) as Array<{ id: string }>;
    const stranger = others.find((a) => a.id !== artistId)!;
    await artist.setViewportSize({ width: 1280, height: 800 });
    await artist.goto(`/messages?user=${stranger.id}`);
    await expect(artist.getByText("새 메시지를 보낼 수 없습니다")).toBeVisible();
    await expect(artist.getByText(/함께하는 프로젝트가 없어 메시지를 보낼 수 없습니다/)).toBeVisible();
    await expect(composer(artist)).toHaveCount(0);
    await shot(artist, "messages-1280-disabled");

    await producer.goto("/messages");
    await expect(producer.getByRole("list", { name: "대화 목록" })).toBeVisible();
    await shot(producer, "messages-1280-list");

    await producerCtx.close();
    await artistCtx.close();
  });

  test("a visitor sees the login-required state", async ({ page }) => {
    await page.goto("/messages");
    await expect(page.getByText("로그인이 필요합니다")).toBeVisible();
  });
});
