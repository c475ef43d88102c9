import type { Page } from "@playwright/test";
import { expect, registerVerified, test } from "../support/fixtures";

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

  test("people and community search: a pause in the middle of a syllable searches nothing; the committed word is searched", async ({ page }) => {
    for (const [path, box] of [
      ["/artists", page.getByRole("searchbox").first()],
      ["/community", page.getByRole("searchbox", { name: "게시글 검색" })],
    ] as const) {
      await page.goto(path);
      await box.focus();
      await compose(page, ["ㅎ", "회"], true);
      await expect(page).toHaveURL(/search=%ED%9A%8C/); // 회, committed, searched after the pause
      await compose(page, ["ㅎ", "화"], false);
      // Longer than the 300 ms pause: the unfinished 화 must not reach the address.
      await page.waitForTimeout(900);
      await expect(page, `${path}: half a syllable searched`).toHaveURL(/search=%ED%9A%8C(&|$)/);
      await page.keyboard.press("Enter");
      await page.waitForTimeout(300);
      await expect(page).toHaveURL(/search=%ED%9A%8C(&|$)/);
      await compose(page, ["화"], true);
      await expect(box).toHaveValue("회화");
      await expect(page).toHaveURL(/search=%ED%9A%8C%ED%99%94/);
    }
  });

  test("a form with no key handler of its own (contact) is not submitted by the Enter that ends a syllable", async ({ page }) => {
    await page.goto("/contact");
    const name = page.getByLabel("이름");
    await name.focus();
    await compose(page, ["ㄱ", "기", "김"], true);
    await compose(page, ["ㅎ", "하", "한"], false);
    await page.keyboard.press("Enter");
    await compose(page, ["한"], true);
    await expect(name).toHaveValue("김한");
    // The form asks the browser to check its required fields on submit, which moves focus to the first
    // empty one: focus still on the name means the Enter inside the syllable submitted nothing.
    await expect(name).toBeFocused();
    // The Enter after the commit does submit: the browser's check sends focus to the empty e-mail field.
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("이메일")).toBeFocused();
  });

  test("message box, comment box and tag box: Enter while composing sends or adds nothing; the whole word is sent", async ({ page, baseURL }) => {
    // A new artist applies to a recruiting project: that connects them with its producer (messages need it).
    await registerVerified(page.request, baseURL!, "artist", "ime");
    const { items } = (await (await page.request.get("/api/projects?limit=40")).json()) as {
      items: Array<{ id: number; producerId: string; status: string; deadline: string | null }>;
    };
    const today = new Date().toISOString().slice(0, 10);
    const project = items.find((p) => p.status === "published" && (!p.deadline || p.deadline >= today))!;
    const applied = await page.request.post("/api/applications", {
      headers: { Origin: baseURL! },
      data: { projectId: project.id, coverLetter: "한글 입력 점검을 위한 지원서입니다. 조합 중인 글자가 잘리지 않고 전송되는지 확인합니다. 잘 부탁드립니다." },
    });
    expect(applied.status(), await applied.text()).toBe(201);

    // Message box: Enter ends the syllable, the next Enter sends the whole text once.
    await page.goto(`/messages?user=${project.producerId}`);
    const box = page.getByRole("textbox", { name: "메시지" });
    await box.focus();
    await compose(page, ["ㅇ", "아", "안"], true);
    await compose(page, ["ㄴ", "녀", "녕"], false);
    await page.keyboard.press("Enter");
    await compose(page, ["녕"], true);
    // (CDP delivers that Enter as a key of its own, which may leave a line break a real IME keeps; sending trims.)
    await expect(box).toHaveValue(/^안녕\n?$/);
    const thread = page.getByRole("list", { name: /님과의 메시지$/ });
    await expect(thread.getByText(/^안녀?$/)).toHaveCount(0);
    await page.keyboard.press("Enter");
    await expect(box).toHaveValue("");
    await expect(thread.getByText("안녕", { exact: true })).toHaveCount(1);

    // Comment box (Ctrl+Enter sends): neither Enter nor Ctrl+Enter during a composition sends. On a post of
    // this account's own: the community journey, running alongside, counts the comments on the newest post.
    const post = `한글 입력 점검용 글입니다 ${Date.now() % 100000}`;
    const posted = await page.request.post("/api/community/posts", { headers: { Origin: baseURL! }, multipart: { content: post, postType: "general" } });
    expect(posted.status(), await posted.text()).toBe(201);
    await page.goto("/community");
    const own = page.locator("article").filter({ hasText: post }).first();
    await own.getByRole("button", { name: /^댓글 \d+개/ }).click();
    const comment = own.getByRole("textbox", { name: "댓글 입력" });
    await comment.focus();
    await compose(page, ["ㅈ", "조", "좋"], true);
    await compose(page, ["ㄴ", "네"], false);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Control+Enter");
    await compose(page, ["네"], true);
    await expect(comment).toHaveValue(/^좋네\n?$/);
    await expect(page.getByRole("article").getByText(/^좋$/)).toHaveCount(0);
    await page.keyboard.press("Control+Enter");
    await expect(comment).toHaveValue("");
    await expect(page.getByText(/^좋네$/).first()).toBeVisible();

    // Tag box of the post composer: the Enter that ends 화 adds no tag; the next one adds 회화.
    await page.getByRole("button", { name: "글쓰기" }).click();
    const dialog = page.getByRole("dialog", { name: "새 게시글" });
    const tags = dialog.getByPlaceholder(/예: 회화/);
    await tags.focus();
    await compose(page, ["ㅎ", "회"], true);
    await compose(page, ["ㅎ", "화"], false);
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("button", { name: /태그 삭제$/ })).toHaveCount(0);
    await compose(page, ["화"], true);
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("button", { name: "회화 태그 삭제" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: /태그 삭제$/ })).toHaveCount(1);
  });
});
