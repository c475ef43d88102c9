import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, registerVerified, test } from "../support/fixtures";

/**
 * Keyboard only (issue 12): Tab, Shift+Tab, Enter, Space and Escape, no mouse. Every stop the journey
 * tabs to must show a focus indicator; dialogs keep focus inside while open, close on Escape and hand
 * focus back to what opened them. page.goto stands for the address bar.
 */

interface FocusProbe {
  /** The focused element, described for a failure message ("body", "outside the page" when the page has none). */
  stop: string;
  /** null when the focused element shows a focus indicator (an outline, or a ring on it or a near ancestor), else why not. */
  missing: string | null;
  /** Whether `el` (the element the probe ran on) has focus. */
  reached: boolean;
}

/** One round trip per stop: the machine is shared and a journey tabs through a few hundred of them. */
async function focusProbe(target: Element | null): Promise<FocusProbe> {
  // Tab past the last stop leaves the page for the browser's own controls: the page then has no focus.
  if (!document.hasFocus()) return { stop: "outside the page", missing: null, reached: false };
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return { stop: "body", missing: null, reached: false };
  const name = el.getAttribute("aria-label") ?? (el.textContent ?? "").trim().slice(0, 30);
  const stop = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${name}"`;
  // Rings fade in (transition-all): measure once the focus transitions have run.
  const fading = document.getAnimations().filter((a) => a instanceof CSSTransition && /box-shadow|outline/.test(a.transitionProperty));
  await Promise.all(fading.map((a) => a.finished.catch(() => undefined)));
  // A ring is a box-shadow with no offset and no blur, only spread (Tailwind ring-*); shadow-xs is not one.
  const shows = (e: Element) => {
    const st = getComputedStyle(e);
    return (st.outlineStyle !== "none" && parseFloat(st.outlineWidth) > 0) || /0px 0px 0px [1-9]/.test(st.boxShadow);
  };
  let missing: string | null = "no outline or ring";
  if (!el.matches(":focus-visible")) missing = "focus is not :focus-visible";
  else for (let e: Element | null = el, i = 0; i < 3 && e; i++, e = e.parentElement) if (shows(e)) missing = null;
  return { stop, missing, reached: el === target };
}

async function expectFocusVisible(page: Page, what: string) {
  const probe = await page.evaluate(focusProbe, null);
  expect(probe.missing, `focus indicator on ${what} (${probe.stop})`).toBeNull();
}

/** Presses Tab (or Shift+Tab) until `target` has focus; every stop on the way must show where focus is. */
async function tabTo(page: Page, target: Locator, what: string, { back = false, max = 60 } = {}) {
  await target.waitFor({ state: "attached" });
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    const probe = await target.evaluate(focusProbe);
    if (probe.stop !== "body" && probe.stop !== "outside the page") expect(probe.missing, `focus indicator on the way to ${what}: ${probe.stop}`).toBeNull();
    if (probe.reached) return;
  }
  throw new Error(`${what} was not reached with ${max} presses of ${back ? "Shift+Tab" : "Tab"}`);
}

/** Tab and Shift+Tab `presses` times each: focus never leaves the dialog. */
async function expectFocusTrapped(page: Page, dialog: Locator, presses = 6) {
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key);
      const inside = await dialog.evaluate((d) => (d.contains(document.activeElement) ? null : (document.activeElement?.outerHTML ?? "nothing").slice(0, 80)));
      expect(inside, `${key} #${i + 1} left the dialog`).toBeNull();
    }
  }
}

async function expectFocused(target: Locator, what: string) {
  await expect.poll(() => target.evaluate((el) => el === document.activeElement), { message: `${what} has focus` }).toBe(true);
}

/** A new verified account, signed out again: the journey signs in through the form. */
async function newAccount(request: APIRequestContext, baseURL: string, userType: "artist" | "producer") {
  const { email } = await registerVerified(request, baseURL, userType, "kbd");
  expect((await request.post("/api/auth/logout", { headers: { Origin: baseURL } })).status()).toBeLessThan(300);
  return email;
}

/** /auth with the keyboard: the skip link comes first, then e-mail, password, Enter. */
async function signInByKeyboard(page: Page, email: string) {
  await page.goto("/auth");
  // The shell (and its skip link) appears once the session check has answered.
  await expect(page.getByLabel("이메일")).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "본문으로 건너뛰기" });
  await expectFocused(skip, "the skip link, first on the page");
  await expect(skip).toBeInViewport();
  await expectFocusVisible(page, "the skip link");
  await page.keyboard.press("Enter");
  await expectFocused(page.locator("#main-content"), "main after the skip link");
  await tabTo(page, page.getByLabel("이메일"), "the e-mail field");
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel("비밀번호", { exact: true }), "the password field");
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard/);
}

test.describe("keyboard only", () => {
  test.setTimeout(120_000);

  test("an artist signs in, searches and opens a project, applies, reads the bell, sends a message and posts in the community", async ({ page, baseURL }) => {
    const email = await newAccount(page.request, baseURL!, "artist");
    const projects = (await (await page.request.get("/api/projects?limit=40")).json()) as {
      items: Array<{ id: number; title: string; producerId: string; status: string; deadline: string | null }>;
    };
    const today = new Date().toISOString().slice(0, 10);
    const target = projects.items.find((p) => p.status === "published" && (!p.deadline || p.deadline >= today));
    expect(target, "a recruiting project in the demo seed").toBeTruthy();
    const word = target!.title.split(/\s+/).find((w) => w.length >= 2) ?? target!.title;

    await signInByKeyboard(page, email);

    // Search from /projects and open the project from its card.
    await page.goto("/projects");
    const search = page.getByRole("searchbox").first();
    await tabTo(page, search, "the project search box");
    await page.keyboard.type(word);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/search=/);
    const card = page.locator(`main a[href="/projects/${target!.id}"]`).first();
    await expect(card).toBeVisible();
    await tabTo(page, card, "the project's card");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/projects/${target!.id}$`));

    // The application modal: focus moves in, stays in, Escape closes and focus returns to 지원하기.
    const apply = page.getByRole("button", { name: "지원하기" });
    await tabTo(page, apply, "지원하기");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "프로젝트 지원" });
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expectFocused(apply, "지원하기 after Escape");
    await page.keyboard.press("Space");
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByLabel(/자기소개서/), "the cover letter");
    await page.keyboard.type("키보드만으로 지원서를 씁니다. 설치미술과 영상 작업을 5년 동안 해 왔고 이 프로젝트의 방향에 깊이 공감합니다.");
    await tabTo(page, dialog.getByRole("button", { name: "지원하기" }), "the dialog's 지원하기");
    await page.keyboard.press("Enter");
    await expect(page.getByText("지원 완료", { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    // The notification dropdown and the all-notifications dialog: Escape closes each, focus goes back to the bell.
    await page.goto("/dashboard");
    const bell = page.locator("header").getByRole("button", { name: /^알림/ });
    await tabTo(page, bell, "the bell");
    await page.keyboard.press("Enter");
    const dropdown = page.getByRole("dialog").filter({ has: page.getByRole("heading", { name: "알림", exact: true }) });
    await expect(dropdown).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dropdown).toBeHidden();
    await expectFocused(bell, "the bell after closing the dropdown");
    await page.keyboard.press("Enter");
    await tabTo(page, dropdown.getByRole("button", { name: /모든 알림 보기/ }), "모든 알림 보기");
    await page.keyboard.press("Enter");
    const all = page.getByRole("dialog", { name: /모든 알림/ });
    await expect(all).toBeVisible();
    await expectFocusTrapped(page, all, 4);
    await page.keyboard.press("Escape");
    await expect(all).toBeHidden();
    await expectFocused(bell, "the bell after closing 모든 알림");

    // The message box: the application connects the artist with the producer; Enter sends.
    await page.goto(`/messages?user=${target!.producerId}`);
    const box = page.getByRole("textbox", { name: "메시지" });
    await tabTo(page, box, "the message box");
    await page.keyboard.type("안녕하세요, 방금 지원했습니다.");
    await page.keyboard.press("Shift+Enter");
    await page.keyboard.type("잘 부탁드립니다.");
    await page.keyboard.press("Enter");
    await expect(page.getByText("잘 부탁드립니다.").first()).toBeVisible();
    await expect(box).toHaveValue("");

    // Community: the composer dialog, a tag by Enter, posted with the keyboard; focus returns to the opener.
    await page.goto("/community");
    const write = page.getByRole("button", { name: "글쓰기" });
    await tabTo(page, write, "글쓰기");
    await page.keyboard.press("Enter");
    const composer = page.getByRole("dialog", { name: "새 게시글" });
    await expect(composer).toBeVisible();
    await tabTo(page, composer.getByLabel("내용"), "the post's text");
    await page.keyboard.type("키보드로만 쓴 글입니다.");
    await tabTo(page, composer.getByPlaceholder(/예: 회화/), "the tag box");
    await page.keyboard.type("키보드");
    await page.keyboard.press("Enter");
    await expect(composer.getByRole("button", { name: "키보드 태그 삭제" })).toBeVisible();
    await expect(composer).toBeVisible();
    await tabTo(page, composer.getByRole("button", { name: "게시하기" }), "게시하기");
    await page.keyboard.press("Enter");
    await expect(composer).toBeHidden();
    await expect(page.getByText("키보드로만 쓴 글입니다.").first()).toBeVisible();
    await expectFocused(write, "글쓰기 after posting");
  });

  test("a producer walks the wizard's first step, Escape leaves it; the FAQ opens and closes with Enter and Space", async ({ page, baseURL }) => {
    const email = await newAccount(page.request, baseURL!, "producer");
    await signInByKeyboard(page, email);

    const open = page.locator("header").getByRole("button", { name: "전시 등록" });
    await tabTo(page, open, "전시 등록");
    await page.keyboard.press("Enter");
    const wizard = page.getByRole("dialog");
    await expect(wizard.getByText("단계 1 / 4")).toBeVisible();
    await expectFocusTrapped(page, wizard);
    await tabTo(page, wizard.getByLabel(/제목/).first(), "the title field");
    await page.keyboard.type("키보드로 만드는 전시");
    await tabTo(page, wizard.getByPlaceholder(/예: 회화/), "the tag box");
    await page.keyboard.type("회화");
    // Enter adds the tag; it must not submit the wizard's form.
    await page.keyboard.press("Enter");
    await expect(wizard.getByRole("button", { name: "회화 태그 삭제" })).toBeVisible();
    await expect(wizard.getByText("단계 1 / 4")).toBeVisible();
    await tabTo(page, wizard.getByLabel(/프로젝트 소개/), "the description");
    await page.keyboard.type("마우스 없이 키보드만으로 전시 등록 마법사의 첫 단계를 채웁니다. 회화 작가를 모집합니다.");
    await tabTo(page, wizard.getByRole("button", { name: "다음" }), "다음");
    await page.keyboard.press("Enter");
    await expect(wizard.getByText("단계 2 / 4")).toBeVisible();
    await expect.poll(() => wizard.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(wizard).toBeHidden();
    await expectFocused(open, "전시 등록 after the wizard closes");

    await page.goto("/help");
    const first = page.getByRole("button", { name: "아트링크는 어떤 서비스인가요?" });
    await tabTo(page, first, "the first FAQ question");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Tab");
    await expectFocusVisible(page, "the next FAQ question");
  });
});
