import type { Browser, Page } from "@playwright/test";
import { generate } from "otplib";
import { DEMO_PASSWORD, expect, expectToast, linkFromOutbox, newMember, shot, test, axeOn } from "../support/fixtures";
import { E2E_ADMIN_EMAIL } from "../../../playwright.config";

/**
 * The operator console (issue 24), as an admin of ADMIN_EMAILS whose session passed a second factor (issue
 * 25: the console needs one of the last 12 hours): a member reports a post, the
 * operator hides it from the queue and suspends its author, whose session ends at once; the operator
 * answers an inquiry and the sender receives the mail. Every console page is photographed at 1280 and 375 px.
 */
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

/**
 * The e2e server's ADMIN_EMAILS account: signed up, verified (which makes it admin), signed in, and an
 * authenticator app turned on through the API, in a context of its own (the demo accounts' shared
 * sessions stay as they are). Before the app is on, the console shows its second-factor screen (issue
 * 25) instead of its pages: a wrong code is refused there; once the app is on, 다시 시도 opens the console.
 */
async function operatorWithSecondFactor(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const headers = { Origin: baseURL };
  const data = { email: E2E_ADMIN_EMAIL, password: DEMO_PASSWORD, firstName: "운영", lastName: "나", userType: "producer" };
  const reg = await page.request.post("/api/auth/register", { headers, data: { ...data, agreeTerms: true, agreePrivacy: true, agreeAge14: true } });
  expect(reg.status(), await reg.text()).toBe(201);
  const token = new URL(await linkFromOutbox(E2E_ADMIN_EMAIL, "/verify-email?token=")).searchParams.get("token")!;
  expect((await page.request.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`)).status()).toBe(200);
  const login = await page.request.post("/api/auth/login", { headers, data: { email: E2E_ADMIN_EMAIL, password: DEMO_PASSWORD, rememberMe: true } });
  expect(login.status(), await login.text()).toBe(200);

  await page.goto("/admin/reports");
  const screen = page.getByTestId("second-factor-screen");
  await expect(screen.getByRole("heading", { name: "2단계 인증이 필요합니다" })).toBeVisible();
  await expect(page.getByTestId("report-group")).toHaveCount(0);
  await expect(screen.getByRole("link", { name: "계정 설정에서 2단계 인증 켜기" })).toHaveAttribute("href", "/account-settings");
  await axeOn(page, "main");
  await consoleShots(page, "second-factor");
  await screen.getByLabel("인증 앱의 6자리 코드").fill("000000");
  await screen.getByRole("button", { name: "코드로 확인" }).click();
  await expect(screen.getByRole("alert")).toBeVisible();
  await page.goto("/admin/stats");
  await expect(page.getByRole("heading", { name: "2단계 인증이 필요합니다" })).toBeVisible();

  const setup = await page.request.post("/api/auth/2fa/totp/setup", { headers });
  expect(setup.status(), await setup.text()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const enabled = await page.request.post("/api/auth/2fa/totp/enable", { headers, data: { code: await generate({ secret }) } });
  expect(enabled.status(), await enabled.text()).toBe(200);
  await page.getByRole("button", { name: "다시 시도" }).click();
  await expect(
    page
      .getByRole("heading", { name: "지표" })
      .or(page.getByRole("navigation", { name: "콘솔 메뉴" }))
      .first(),
  ).toBeVisible();
  await expect(page.getByTestId("second-factor-screen")).toHaveCount(0);
  return page;
}

async function consoleShots(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await shot(page, `admin-${name}-1280`);
  await page.setViewportSize(PHONE);
  await shot(page, `admin-${name}-375`);
  await page.setViewportSize(DESKTOP);
}

test("an operator hides a reported post, suspends its author and answers an inquiry", async ({ browser, baseURL }) => {
  // Three members, the second-factor screen and seven console pages at two sizes: longer than one page's minute.
  test.setTimeout(180_000);
  const origin = { Origin: baseURL! };
  const stamp = Date.now();
  const author = await newMember(browser, baseURL!, "console-author", { firstName: "스팸", lastName: "정", userType: "artist" }, DESKTOP);
  const reporter = await newMember(browser, baseURL!, "console-reporter", { firstName: "신고", lastName: "한", userType: "producer" }, DESKTOP);

  // The author posts; a member reports it.
  const content = `지금 가입하면 100만원 지급! 광고 링크 클릭 ${stamp}`;
  const created = await author.page.request.post("/api/community/posts", { headers: origin, data: { content, postType: "general" } });
  expect(created.status(), await created.text()).toBe(201);
  const post = (await created.json()) as { id: number };
  const reported = await reporter.page.request.post(`/api/community/posts/${post.id}/report`, { headers: origin, data: { reason: "광고성 스팸입니다" } });
  expect(reported.ok(), await reported.text()).toBe(true);

  // The sender (signed in) writes to support.
  const subject = `정산 문의 ${stamp}`;
  const sent = await reporter.page.request.post("/api/contact", {
    headers: origin,
    data: { name: "한신고", email: reporter.email, category: "support", subject, message: "지난달 정산 금액이 보이지 않습니다." },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  const operator = await operatorWithSecondFactor(browser, baseURL!);

  // The reports queue: the post with its reporter and reason; hide it with a note.
  await operator.goto("/admin/reports");
  await expect(operator.getByRole("heading", { name: "운영자 콘솔", level: 1 })).toBeVisible();
  const card = operator.getByTestId("report-group").filter({ hasText: content });
  await expect(card).toContainText("광고성 스팸입니다");
  await consoleShots(operator, "reports");
  await card.getByLabel(/처리 메모/).fill("광고 게시글은 허용되지 않습니다");
  await card.getByRole("button", { name: "숨기기" }).click();
  await expectToast(operator, "콘텐츠를 숨겼습니다.");
  await expect(operator.getByTestId("report-group").filter({ hasText: content })).toHaveCount(0);
  expect((await author.page.request.get(`/api/community/posts/${post.id}`)).status()).toBe(404);

  // The author's page: suspend for 7 days with a reason.
  await operator.goto("/admin/users");
  await operator.getByLabel("이름, 이메일 또는 회원 ID").fill(author.email);
  await operator.getByRole("button", { name: "검색" }).click();
  await operator.getByRole("link", { name: new RegExp(author.email) }).click();
  await expect(operator.getByRole("heading", { name: "정스팸" })).toBeVisible();
  await consoleShots(operator, "user");
  await operator.getByRole("button", { name: "정지", exact: true }).click();
  const dialog = operator.getByRole("dialog");
  await dialog.getByLabel("기간").selectOption("7");
  await dialog.getByLabel(/사유/).fill("반복적인 광고 게시");
  await consoleShots(operator, "suspend-dialog");
  await dialog.getByRole("button", { name: "정지하기" }).click();
  await expectToast(operator, /계정을 정지했습니다/);
  await expect(operator.getByText(/정지 ~/).first()).toBeVisible();

  // The author's session is over: the next call is a guest's, and signing in is refused with the end date.
  expect((await author.page.request.get("/api/auth/user")).status()).toBe(401);
  await author.page.goto("/auth");
  await author.page.getByLabel("이메일").fill(author.email);
  await author.page.getByLabel("비밀번호", { exact: true }).fill("demo1234");
  await author.page.getByRole("button", { name: "로그인", exact: true }).click();
  await expect(author.page.getByText(/까지 계정 이용이 정지되었습니다/).first()).toBeVisible();

  // The support inbox: answer the inquiry; the sender receives the mail and sees it under 내 문의.
  await operator.goto("/admin/inquiries");
  const inquiry = operator.getByTestId("inquiry").filter({ hasText: subject });
  await expect(inquiry).toContainText("고객 지원");
  await consoleShots(operator, "inquiries");
  await inquiry.getByLabel(/답변/).fill("확인해보니 정산이 다음 주 월요일에 반영됩니다. 불편을 드려 죄송합니다.");
  await inquiry.getByRole("button", { name: "답변 보내기" }).click();
  await expectToast(operator, "답변을 메일로 보냈습니다.");
  expect(await linkFromOutbox(reporter.email, "/contact")).toContain("/contact");
  await reporter.page.goto("/contact");
  await expect(reporter.page.getByText("확인해보니 정산이 다음 주 월요일에 반영됩니다.", { exact: false })).toBeVisible();

  // The other pages, photographed.
  await operator.goto("/admin/projects");
  await expect(operator.getByRole("heading", { name: "프로젝트 숨김" })).toBeVisible();
  await consoleShots(operator, "projects");
  await operator.goto("/admin/audit");
  await expect(operator.getByRole("cell", { name: "회원 정지" }).first()).toBeVisible();
  await consoleShots(operator, "audit");
  await operator.goto("/admin/stats");
  await expect(operator.getByRole("heading", { name: "메시지" })).toBeVisible();
  await consoleShots(operator, "stats");
  // Tag review: a tag one member made up waits here; approving it lists it.
  const made = await reporter.page.request.post("/api/tags/get-or-create", { headers: origin, data: { name: `검토태그${stamp % 10000}` } });
  expect(made.status(), await made.text()).toBe(201);
  await operator.goto("/admin/tags");
  await expect(operator.getByRole("heading", { name: "태그 검토" })).toBeVisible();
  const tagRow = operator.getByTestId("admin-tag").filter({ hasText: `검토태그${stamp % 10000}` });
  await expect(tagRow).toContainText("비공개");
  await axeOn(operator, "main");
  await consoleShots(operator, "tags");
  await tagRow.getByRole("button", { name: /승인$/ }).click();
  await expectToast(operator, /태그를 승인했습니다/);

  await Promise.all([author.context.close(), reporter.context.close(), operator.context().close()]);
});

test("a member who opens /admin is told it is for staff; a visitor is asked to sign in", async ({ browser, baseURL }) => {
  const member = await newMember(browser, baseURL!, "console-member", { firstName: "회원", lastName: "박", userType: "artist" }, DESKTOP);
  await member.page.goto("/admin");
  await expect(member.page.getByRole("heading", { name: "접근 권한이 없습니다" })).toBeVisible();
  await shot(member.page, "admin-member-1280");
  const visitor = await browser.newPage({ viewport: PHONE });
  await visitor.goto("/admin");
  await expect(visitor.getByRole("heading", { name: "로그인이 필요합니다" })).toBeVisible();
  await shot(visitor, "admin-visitor-375");
  await Promise.all([member.context.close(), visitor.close()]);
});
