import { mkdirSync, readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { axeOn, expect, expectToast, koreanDay, newMember, projectWithAcceptedArtist, shot, test } from "../support/fixtures";

// 안전결제 (issue 28) through the stand-in's checkout (TOSS_FAKE=1 in the e2e server): the producer pays a
// milestone at 1280 px and asks for part of it back, the artist on a 375 px phone declines with a reason,
// accepts the second request (refunded at once), then delivers; the producer approves, and both download
// their statements. The artist then registers her 정산 계좌 and sees the released net paid
// out (decision 040).

async function download(page: Page, click: () => Promise<void>, file: string) {
  const [dl] = await Promise.all([page.waitForEvent("download"), click()]);
  await dl.saveAs(file);
  return readFileSync(file);
}

/** The contract drafted, filled in, sent and signed by both through the API (its own journey is contracts/). */
async function signedContract(p: Page, a: Page, baseURL: string, projectId: number, artistId: string) {
  const origin = { Origin: baseURL };
  const drafted = await p.request.post(`/api/projects/${projectId}/contracts`, { headers: origin, data: { artistId } });
  expect(drafted.status(), await drafted.text()).toBe(201);
  const id = ((await drafted.json()) as { id: number }).id;
  const current = (await (await p.request.get(`/api/contracts/${id}`)).json()) as { terms: Record<string, unknown>; template: string };
  const put = await p.request.put(`/api/contracts/${id}`, {
    headers: origin,
    data: {
      ...current.terms,
      template: current.template,
      fee: 2_000_000,
      paymentType: "installments",
      depositAmount: 800_000,
      depositDate: koreanDay(7),
      balanceDate: koreanDay(40),
      producerParty: { legalName: "한강아트랩", representative: "박서연", address: "서울특별시 영등포구 여의동로 330, 2층" },
    },
  });
  expect(put.status(), await put.text()).toBe(200);
  const sent = await p.request.post(`/api/contracts/${id}/send`, { headers: origin, data: {} });
  expect(sent.status(), await sent.text()).toBe(200);
  const { documentHash } = (await sent.json()) as { documentHash: string };
  const artistParty = { legalName: "이지호", address: "경기도 성남시 분당구 판교로 100", birthDate: "1990-05-17" };
  const signedA = await a.request.post(`/api/contracts/${id}/sign`, {
    headers: origin,
    data: { fullName: "이지호", consent: true, documentHash, artistParty },
  });
  expect(signedA.status(), await signedA.text()).toBe(200);
  const signedP = await p.request.post(`/api/contracts/${id}/sign`, {
    headers: origin,
    data: { fullName: "박서연", consent: true, documentHash },
    timeout: 60_000,
  });
  expect(signedP.status(), await signedP.text()).toBe(200);
  return id;
}

const noSideways = async (page: Page, what: string) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    `${what} scrolls sideways`,
  ).toBeLessThanOrEqual(0);

test.describe("안전결제", () => {
  test("the producer pays the deposit through the checkout and asks for part back, the artist declines, then accepts a second request and delivers on a phone, the producer approves; both download their statements", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    mkdirSync("test-results/payments", { recursive: true });
    const [producer, artist] = await Promise.all([
      newMember(browser, baseURL!, "escrow", { firstName: "서연", lastName: "박", userType: "producer" }, { width: 1280, height: 900 }),
      newMember(browser, baseURL!, "escrow", { firstName: "지호", lastName: "이", userType: "artist" }, { width: 375, height: 812 }),
    ]);
    const p = producer.page;
    const a = artist.page;
    const { projectId } = await projectWithAcceptedArtist(p, a, baseURL!);
    const contractId = await signedContract(p, a, baseURL!, projectId, artist.id);

    // Producer: the deposit (800,000원) is paid into escrow through the stand-in's checkout page.
    await p.goto(`/contracts/${contractId}`);
    const pay = p.getByTestId("contract-payments");
    const deposit = pay.getByTestId("milestone-1");
    await expect(deposit).toContainText("800,000원");
    await shot(p, "escrow-due-1280");
    await axeOn(p, "[data-testid=contract-payments]");
    await deposit.getByRole("button", { name: "안전결제로 결제" }).click();
    await expect(p).toHaveURL(/\/toss-fake\/checkout\?/);
    await expect(p.getByText("800,000원", { exact: false })).toBeVisible();
    await shot(p, "escrow-checkout-1280");
    await p.getByRole("button", { name: "결제하기" }).click();
    await expect(p).toHaveURL(new RegExp(`/contracts/${contractId}$`));
    await expectToast(p, "안전결제가 완료되었습니다");
    await expect(deposit).toContainText("안전결제");
    await expect(deposit.getByRole("button", { name: "결제 취소" })).toBeVisible();
    await shot(p, "escrow-held-1280");
    // The producer asks for 200,000원 back (fewer works); the request waits for the artist, nothing moves.
    const askRefund = async (won: string, reason: string) => {
      await deposit.getByRole("button", { name: "부분 환불 요청" }).click();
      const ask = p.getByRole("dialog");
      await ask.getByLabel("환불 금액(원)").fill(won);
      await ask.getByLabel("요청 사유").fill(reason);
      await axeOn(p, "[role=dialog]");
      await ask.getByRole("button", { name: "요청 보내기" }).click();
    };
    await askRefund("200000", "작품 수를 3점에서 2점으로 줄이고 싶습니다");
    await expectToast(p, "200,000원 환불을 요청했습니다");
    await expect(deposit.getByTestId("refund-request-1")).toContainText("환불 요청 중 200,000원");
    await expect(deposit.getByRole("button", { name: "부분 환불 요청" })).toHaveCount(0);
    await expect(deposit.getByRole("button", { name: "요청 철회" })).toBeVisible();
    await pay.screenshot({ path: "test-results/screens/escrow-panel-requested-1280.png", animations: "disabled" });

    // Artist on her phone: she was told (the bell's list; its own journey is elsewhere), sees the request
    // and declines it with a reason.
    const notes = (await (await a.request.get("/api/notifications")).json()) as Array<{ message: string }> | { items: Array<{ message: string }> };
    const messages = (Array.isArray(notes) ? notes : notes.items).map((n) => n.message);
    expect(messages).toContain("제작자가 '한강 야외 조각 전시' 계약금 안전결제 중 200,000원 환불을 요청했습니다: 작품 수를 3점에서 2점으로 줄이고 싶습니다");
    await a.goto(`/contracts/${contractId}`);
    const apay = a.getByTestId("contract-payments");
    const adeposit = apay.getByTestId("milestone-1");
    await expect(adeposit).toContainText("안전결제");
    await expect(adeposit.getByTestId("refund-request-1")).toContainText("제작자가 200,000원 환불을 요청했습니다");
    await noSideways(a, "the payments panel with a refund request at 375 px");
    await shot(a, "escrow-refund-request-artist-375");
    await apay.screenshot({ path: "test-results/screens/escrow-panel-held-artist-375.png", animations: "disabled" });
    await axeOn(a, "[data-testid=contract-payments]");
    await adeposit.getByRole("button", { name: "거절" }).click();
    const decline = a.getByRole("dialog");
    await decline.getByLabel("거절 사유").fill("짧음");
    await decline.getByRole("button", { name: "거절하기" }).click();
    await expect(decline.getByRole("alert")).toHaveText("5자 이상 적어주세요.");
    await decline.getByLabel("거절 사유").fill("두 점은 이미 완성해서 100,000원만 가능합니다");
    await noSideways(a, "the decline dialog at 375 px");
    await a.screenshot({ path: "test-results/screens/escrow-refund-decline-375.png", animations: "disabled" });
    await axeOn(a, "[role=dialog]");
    await decline.getByRole("button", { name: "거절하기" }).click();
    await expectToast(a, "환불 요청을 거절했습니다");
    await expect(adeposit.getByTestId("refund-request-1")).toHaveCount(0);

    // The producer reads the reason and asks for 100,000원; the artist accepts: refunded at once.
    await p.reload();
    await expect(deposit.getByTestId("refund-request-1")).toHaveCount(0);
    await askRefund("100000", "합의한 대로 100,000원만 돌려받겠습니다");
    await expectToast(p, "100,000원 환불을 요청했습니다");
    await a.reload();
    await expect(adeposit.getByTestId("refund-request-1")).toContainText("제작자가 100,000원 환불을 요청했습니다");
    await adeposit.getByRole("button", { name: "수락하고 환불" }).click();
    const accept = a.getByRole("dialog");
    await expect(accept).toContainText("보관 중인 800,000원 중 100,000원");
    await noSideways(a, "the accept dialog at 375 px");
    await a.screenshot({ path: "test-results/screens/escrow-refund-accept-375.png", animations: "disabled" });
    await axeOn(a, "[role=dialog]");
    await accept.getByRole("button", { name: "환불하기" }).click();
    await expectToast(a, "100,000원을 환불했습니다");
    await expect(adeposit).toContainText("환불 100,000원 · 보관 중 700,000원");
    await expect(adeposit.getByTestId("refund-request-1")).toHaveCount(0);
    // Withholding and net are of what is left: 700,000원 less 3.3 %.
    await expect(adeposit).toContainText("676,900원");
    await adeposit.getByRole("button", { name: "작업 완료 보고" }).click();
    await expectToast(a, "작업 완료를 보고했습니다");
    await expect(adeposit).toContainText("작업 완료 보고");
    await noSideways(a, "the payments panel after delivery at 375 px");
    await shot(a, "escrow-delivered-artist-375");
    await apay.screenshot({ path: "test-results/screens/escrow-panel-delivered-artist-375.png", animations: "disabled" });

    // Producer approves: released to the artist less the withholding.
    await p.goto(`/contracts/${contractId}`);
    await expect(deposit).toContainText("환불 100,000원");
    await deposit.getByRole("button", { name: "승인하고 정산" }).click();
    await expectToast(p, "승인했습니다");
    await expect(deposit).toContainText("정산 완료");
    await shot(p, "escrow-released-1280");
    await axeOn(p, "[data-testid=contract-payments]");

    // Statements: the producer's month lists the release (700,000원 gross, 3.3 % withheld).
    const csv = await download(p, () => pay.getByRole("link", { name: "이번 달 지급명세 CSV 내려받기" }).click(), "test-results/payments/escrow-statement.csv");
    const rows = csv
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter(Boolean);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(",이지호,");
    expect(rows[1]).toMatch(/,700000,21000,2100,23100,676900$/);
    await a.goto(`/contracts/${contractId}`);
    await expect(adeposit).toContainText("정산 완료");
    await shot(a, "escrow-released-artist-375");
    const pdf = await download(
      a,
      () => apay.getByRole("link", { name: "올해 보수 지급 내역서(PDF) 내려받기" }).click(),
      "test-results/payments/escrow-income.pdf",
    );
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");

    // Payout (decision 040): the released net waits for the artist's 정산 계좌; she registers one on her phone
    // and the stand-in's payouts API pays it out at once. The producer's dashboard shows none of it.
    await a.goto("/dashboard");
    const card = a.getByTestId("payout-account");
    await expect(card.getByTestId("payout-waiting")).toHaveText("지급 대기 중인 정산금 676,900원: 정산 계좌를 등록하면 지급됩니다.");
    await expect(card).toContainText("아직 지급된 정산금이 없습니다.");
    await noSideways(a, "the payout account card at 375 px");
    await axeOn(a, "[data-testid=payout-account]");
    await card.getByRole("button", { name: "계좌 등록" }).click();
    await expect(card.getByText("은행을 선택해주세요.")).toBeVisible();
    await card.getByLabel("은행").selectOption({ label: "신한은행" });
    await card.getByLabel("계좌번호").fill("110-123");
    await card.getByLabel("예금주명").fill("이지호");
    await card.getByLabel("휴대폰 번호 (본인 인증용)").fill("010-1234-5678");
    await card.getByRole("button", { name: "계좌 등록" }).click();
    await expect(card.getByText("계좌번호는 하이픈(-) 없이 숫자 10~14자리로 입력해주세요.")).toBeVisible();
    await card.getByLabel("계좌번호").fill("110-123-456789");
    await a.screenshot({ path: "test-results/screens/payout-account-form-375.png", animations: "disabled", fullPage: true });
    await axeOn(a, "[data-testid=payout-account]");
    await card.getByRole("button", { name: "계좌 등록" }).click();
    await expectToast(a, "정산 계좌를 등록했습니다");
    await expect(card).toContainText("신한은행 ********6789 · 예금주 이지호");
    await expect(card).toContainText("등록 완료");
    await expect(card.getByTestId("payout-waiting")).toHaveCount(0);
    const paidOut = card.getByTestId("payout-list").getByRole("listitem").first();
    await expect(paidOut).toContainText("한강 야외 조각 전시 · 계약금");
    await expect(paidOut).toContainText("676,900원");
    await expect(paidOut).toContainText("지급 완료");
    await noSideways(a, "the payout account card after registration at 375 px");
    await card.screenshot({ path: "test-results/screens/payout-account-paid-375.png", animations: "disabled" });
    await axeOn(a, "[data-testid=payout-account]");
    await a.setViewportSize({ width: 1280, height: 900 });
    await expect(card).toContainText("지급 완료");
    await shot(a, "payout-account-paid-artist-1280");
    await axeOn(a, "[data-testid=payout-account]");
    await p.goto("/dashboard");
    await expect(p.getByTestId("my-payments")).toBeVisible();
    await expect(p.getByTestId("payout-account")).toHaveCount(0);
  });
});
