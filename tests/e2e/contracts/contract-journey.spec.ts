import { createHash } from "node:crypto";
import { mkdirSync, readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, expectToast, koreanDay, newMember, projectWithAcceptedArtist, shot, test } from "../support/fixtures";

async function download(page: Page, click: () => Promise<void>, file: string) {
  const [dl] = await Promise.all([page.waitForEvent("download"), click()]);
  await dl.saveAs(file);
  return readFileSync(file);
}

test.describe("written contracts", () => {
  test("the producer drafts and sends, the artist signs on a phone, the producer signs, the project starts; both download the PDF and it verifies; the signed contract changes only by an amendment and ends only by agreement", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    mkdirSync("test-results/contracts", { recursive: true });
    const [producer, artist] = await Promise.all([
      newMember(browser, baseURL!, "contract", { firstName: "서연", lastName: "박", userType: "producer" }, { width: 1280, height: 900 }),
      newMember(browser, baseURL!, "contract", { firstName: "지호", lastName: "이", userType: "artist" }, { width: 375, height: 812 }),
    ]);

    // A published project with the artist accepted (set up through the API: the journey is the contract).
    const { projectId } = await projectWithAcceptedArtist(producer.page, artist.page, baseURL!);

    // Producer: the management panel explains the gate and drafts the contract.
    const p = producer.page;
    await p.goto(`/projects/${projectId}`);
    const panel = p.getByTestId("project-contracts");
    await expect(panel.getByText("서면계약을 마쳐야 프로젝트를 시작할 수 있습니다", { exact: false })).toBeVisible({ timeout: 30_000 });
    await shot(p, "contracts-panel-1280");
    await panel.getByRole("button", { name: "이지호 계약서 작성" }).click();
    await expect(p).toHaveURL(/\/contracts\/\d+$/);
    const contractId = Number(new URL(p.url()).pathname.split("/").pop());
    await expect(p.getByTestId("contract-document")).toContainText("미술 분야 전시 참여 표준계약서");
    // The fee is the producer's to enter per artist, never the project budget (issue 31).
    await expect(p.getByTestId("contract-document")).toContainText("금 ________원(보수 미정: 제작자가 입력)");

    // Edits: party details, the fee with deposit and balance dates, and a special term.
    await p.getByRole("button", { name: "계약 조건 수정" }).click();
    const editor = p.getByRole("form", { name: "계약 조건 수정" });
    await expect(editor.getByLabel("보수 총액(원)")).toHaveValue("");
    await expect(editor.getByText("참고: 프로젝트 전체 예산은 300만원입니다.")).toBeVisible();
    await editor.getByLabel("상호 또는 성명").fill("한강아트랩");
    await editor.getByLabel("주소").fill("서울특별시 영등포구 여의동로 330, 2층");
    await editor.getByLabel("사업자등록번호 (사업자인 경우)").fill("220-81-62518");
    await editor.getByRole("button", { name: "저장" }).click();
    await expect(editor.getByText("사업자등록번호가 올바르지 않습니다. 000-00-00000 형식의 번호를 확인해주세요.")).toBeVisible();
    await editor.getByLabel("사업자등록번호 (사업자인 경우)").fill("220-81-62517");
    await editor.getByLabel("보수 총액(원)").fill("3500000");
    await editor.getByLabel("지급 방식").selectOption("installments");
    await editor.getByLabel("계약금(원)").fill("1000000");
    await editor.getByLabel("계약금 지급일").fill(koreanDay(30));
    await editor.getByLabel("잔금 지급일").fill(koreanDay(70));
    await editor.getByLabel("특약사항").fill("작품 운송비와 설치비는 제작자가 부담한다.");
    await shot(p, "contract-editor-1280");
    await editor.getByRole("button", { name: "저장" }).click();
    await expectToast(p, "계약서를 저장했습니다");
    await expect(p.getByTestId("contract-document")).toContainText("계약금: 금 1,000,000원");
    await expect(p.getByTestId("contract-document")).toContainText("작품 운송비와 설치비는 제작자가 부담한다.");
    await expect(p.getByTestId("contract-document")).toContainText('한강아트랩(대표자 박서연, 이하 "갑"이라 한다)과 작가 이지호(이하 "을"이라 한다)는');
    await p.getByRole("button", { name: "예술인에게 보내기" }).click();
    await expectToast(p, "계약서를 보냈습니다");

    // Starting now is refused, with the reason from the server.
    await p.goto(`/projects/${projectId}`);
    await p.getByRole("button", { name: "프로젝트 시작" }).click();
    await p.getByRole("alertdialog").getByRole("button", { name: "프로젝트 시작" }).click();
    await expectToast(p, /서면계약 서명을 마쳐야 프로젝트를 시작할 수 있습니다/);

    // Artist on a 375 px phone: the notification leads to the contract; reads, signs.
    const a = artist.page;
    await a.goto(`/contracts/${contractId}`);
    await expect(a.getByTestId("contract-document")).toContainText("박서연");
    await shot(a, "contract-view-artist-375");
    const overflow = await a.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, "the contract page scrolls sideways at 375 px").toBeLessThanOrEqual(0);
    const sign = a.getByRole("form", { name: "계약서 서명" });
    // Her party details: the producer sees the street and the birth year only.
    await expect(a.getByText("서울특별시 영등포구 여의동로", { exact: false })).toBeVisible();
    await expect(a.getByText("2층", { exact: false })).toHaveCount(0);
    await sign.getByLabel("주소").fill("경기도 성남시 분당구 판교로 100, 201동 1203호");
    await sign.getByLabel("생년월일").fill("1990-05-17");
    await sign.getByLabel("서명(실명 입력)").fill("이지호");
    await sign.getByRole("button", { name: "서명하기" }).click();
    await expect(sign.getByText("계약 내용을 확인하고 동의해야 서명할 수 있습니다.")).toBeVisible();
    await sign.getByLabel("위 계약서의 내용을 모두 읽고", { exact: false }).check();
    // No password field (issue 25): she signed in minutes ago, which is the re-authentication signing needs.
    await expect(sign.getByLabel("비밀번호 확인")).toHaveCount(0);
    await sign.getByRole("button", { name: "서명하기" }).click();
    await expectToast(a, "서명했습니다");
    await expect(a.getByText("예술인 서명 완료").first()).toBeVisible();
    await shot(a, "contract-signed-by-artist-375");

    // Producer countersigns.
    await p.goto(`/contracts/${contractId}`);
    await expect(p.getByText("생년월일 1990-**-**", { exact: false })).toBeVisible();
    const psign = p.getByRole("form", { name: "계약서 서명" });
    await psign.getByLabel("서명(실명 입력)").fill("박서연");
    await psign.getByLabel("위 계약서의 내용을 모두 읽고", { exact: false }).check();
    await psign.getByRole("button", { name: "서명하기" }).click();
    // The countersignature renders the PDF (font subsetting): allow for a slow machine.
    await expectToast(p, "양측 서명이 끝났습니다", 60_000);
    await expect(p.getByRole("link", { name: "계약서 PDF 받기" })).toBeVisible();
    await shot(p, "contract-view-signed-1280");

    // Getting paid (issue 28): the deposit and the balance became two milestones with their withholding; the
    // producer records the deposit's transfer, the artist confirms it on her phone.
    const pay = p.getByTestId("contract-payments");
    await expect(pay.getByTestId("milestone-1")).toContainText("계약금");
    await expect(pay.getByTestId("milestone-1")).toContainText("1,000,000원");
    await expect(pay.getByTestId("milestone-2")).toContainText("2,500,000원");
    await pay.getByTestId("milestone-1").getByRole("button", { name: "지급 완료 기록" }).click();
    await expect(p.getByRole("dialog").getByLabel("지급액(원)")).toHaveValue("967000");
    await p.getByRole("dialog").getByRole("button", { name: "기록하기" }).click();
    await expectToast(p, "지급 완료를 기록했습니다");
    await shot(p, "contract-payments-1280");
    await a.goto(`/contracts/${contractId}`);
    const artistPay = a.getByTestId("contract-payments");
    await artistPay.getByTestId("milestone-1").getByRole("button", { name: "수령 확인" }).click();
    await expectToast(a, "수령을 확인했습니다");
    await expect(artistPay.getByTestId("milestone-1").getByText("수령 확인")).toBeVisible();
    await shot(a, "contract-payments-artist-375");
    const producerPdf = await download(p, () => p.getByRole("link", { name: "계약서 PDF 받기" }).click(), "test-results/contracts/contract-producer.pdf");
    expect(producerPdf.subarray(0, 5).toString()).toBe("%PDF-");

    // The artist downloads it from the dashboard.
    await a.goto("/dashboard");
    const card = a.getByTestId("my-contracts");
    await expect(card.getByText("서명 완료")).toBeVisible();
    const artistPdf = await download(
      a,
      () => card.getByRole("link", { name: "한강 야외 조각 전시 계약서 PDF 받기" }).click(),
      "test-results/contracts/contract-artist.pdf",
    );
    const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
    expect(sha(artistPdf)).toBe(sha(producerPdf));

    // The project starts now.
    await p.goto(`/projects/${projectId}`);
    await expect(p.getByTestId("project-contracts").getByText("서명이 끝나 프로젝트를 시작할 수 있습니다", { exact: false })).toBeVisible();
    await p.getByRole("button", { name: "프로젝트 시작" }).click();
    await p.getByRole("alertdialog").getByRole("button", { name: "프로젝트 시작" }).click();
    await expectToast(p, "프로젝트 상태 업데이트");

    // The public verify page (signed out) accepts the file and refuses a wrong hash.
    const view = (await (await p.request.get(`/api/contracts/${contractId}`)).json()) as { verifyCode: string };
    const visitor = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await visitor.goto(`/contracts/verify/${view.verifyCode}`);
    await visitor.getByLabel("계약서 PDF 파일 선택").setInputFiles("test-results/contracts/contract-artist.pdf");
    await expect(visitor.getByText("서명된 계약서와 일치합니다")).toBeVisible();
    await shot(visitor, "contract-verify-match-375");
    await visitor.getByLabel("또는 SHA-256 해시 입력").fill("0".repeat(64));
    await visitor.getByRole("button", { name: "확인하기" }).click();
    await expect(visitor.getByText("서명된 계약서와 일치하지 않습니다")).toBeVisible();
    await visitor.close();

    // Signed means signed (issue 30): no edit any more; the producer starts an amendment, which names the
    // signed contract and goes through the same editing and sending.
    await p.goto(`/contracts/${contractId}`);
    const signedActions = p.getByTestId("signed-contract-actions");
    await expect(signedActions.getByRole("button", { name: "해지 요청" })).toBeVisible();
    await expect(p.getByRole("button", { name: "계약 조건 수정" })).toHaveCount(0);
    await signedActions.getByRole("button", { name: "수정 계약 작성" }).click();
    await expectToast(p, "수정 계약서를 만들었습니다");
    await expect(p).not.toHaveURL(new RegExp(`/contracts/${contractId}$`));
    await expect(p.getByRole("heading", { level: 1, name: "수정 계약서" })).toBeVisible();
    const amendmentId = Number(new URL(p.url()).pathname.split("/").pop());
    await expect(p.getByTestId("contract-versions")).toContainText("의 수정 계약입니다");
    await expect(p.getByTestId("contract-document")).toContainText("(변경 계약서)");
    await expect(p.getByTestId("contract-document")).toContainText(`확인 코드 ${view.verifyCode}`);
    await expect(p.getByTestId("contract-document")).toContainText("작품 운송비와 설치비는 제작자가 부담한다.");
    await p.getByRole("button", { name: "계약 조건 수정" }).click();
    const amendEditor = p.getByRole("form", { name: "계약 조건 수정" });
    await amendEditor.getByLabel("특약사항").fill("작품 운송비와 설치비는 제작자가 부담한다. 전시 기간을 1주 연장한다.");
    await amendEditor.getByRole("button", { name: "저장" }).click();
    await expectToast(p, "계약서를 저장했습니다");
    await expect(p.getByTestId("contract-document")).toContainText("전시 기간을 1주 연장한다.");
    await p.getByRole("button", { name: "예술인에게 보내기" }).click();
    await expectToast(p, "계약서를 보냈습니다");
    await shot(p, "contract-amendment-sent-1280");

    // The signed contract links to it and is still as signed, with its PDF.
    await p.getByTestId("contract-versions").getByRole("link").click();
    await expect(p).toHaveURL(new RegExp(`/contracts/${contractId}$`));
    await expect(p.getByTestId("contract-versions")).toContainText("진행 중인 수정 계약이 있습니다");
    await expect(p.getByRole("link", { name: "계약서 PDF 받기" })).toBeVisible();
    await expect(p.getByRole("button", { name: "수정 계약 작성" })).toHaveCount(0);

    // The artist (phone) sees the amendment link and asks to end the contract; it ends only if the producer accepts.
    await a.goto(`/contracts/${contractId}`);
    await expect(a.getByTestId("contract-versions").getByRole("link", { name: "수정 계약서 보기" })).toHaveAttribute("href", `/contracts/${amendmentId}`);
    await expect(a.getByRole("button", { name: "수정 계약 작성" })).toHaveCount(0);
    await a.getByTestId("contract-versions").getByRole("link", { name: "수정 계약서 보기" }).click();
    await expect(a.getByTestId("contract-document")).toContainText("전시 기간을 1주 연장한다.");
    await expect(a.getByRole("form", { name: "계약서 서명" })).toBeVisible();
    const amendmentOverflow = await a.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(amendmentOverflow, "the amendment (its preamble holds a 64-character hash) scrolls sideways at 375 px").toBeLessThanOrEqual(0);
    await shot(a, "contract-amendment-artist-375");
    await a.goto(`/contracts/${contractId}`);
    await a.getByRole("button", { name: "해지 요청" }).click();
    const ask = a.getByRole("dialog", { name: "계약 해지를 요청하시겠습니까?" });
    await ask.getByRole("button", { name: "해지 요청 보내기" }).click();
    await expect(ask.getByText("해지 사유를 입력해주세요.")).toBeVisible();
    await ask.getByLabel("해지 사유").fill("전시 일정이 겹쳐 참여가 어렵습니다.");
    await ask.getByRole("button", { name: "해지 요청 보내기" }).click();
    await expectToast(a, "해지를 요청했습니다");
    await expect(a.getByTestId("termination-request")).toContainText("해지 요청을 보냈습니다");
    await shot(a, "contract-termination-requested-375");

    // The producer sees the request and declines it: the contract stays in force.
    await p.reload();
    const banner = p.getByTestId("termination-request");
    await expect(banner).toContainText("전시 일정이 겹쳐 참여가 어렵습니다.");
    await expect(banner.getByRole("button", { name: "해지 수락" })).toBeVisible();
    await shot(p, "contract-termination-request-1280");
    await banner.getByRole("button", { name: "해지 거절" }).click();
    await p.getByRole("dialog", { name: "해지 요청을 거절하시겠습니까?" }).getByRole("button", { name: "거절하기" }).click();
    await expectToast(p, "해지 요청을 거절했습니다");
    await expect(p.getByTestId("termination-request")).toHaveCount(0);
    await expect(p.getByText("서명 완료").first()).toBeVisible();
  });
});
