import { describe, expect, it } from "vitest";
import type { RecordEntry } from "@shared/activity";
import { recordPdfBlocks } from "../../server/features/activity/document";
import { renderPdf } from "../../server/pdf/render";

/** Every text item of every page, joined per page (pdfjs-dist's legacy build runs in Node). */
async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number; size: number[] }> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true }).promise;
  const pages: string[] = [];
  let size: number[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    if (i === 1) size = page.view.slice(2).map((n) => Math.round(n));
    const content = await page.getTextContent();
    pages.push(content.items.map((it) => ("str" in it ? it.str : "")).join(""));
  }
  const n = doc.numPages;
  await doc.destroy();
  return { text: pages.join("\n"), pages: n, size };
}

const credit: RecordEntry = {
  kind: "credit",
  sourceId: 1,
  title: "한강 야외 조각 전시",
  field: "설치미술, 조각",
  role: "조각 작가 (작품 3점 출품)",
  startDate: "2026-03-01",
  endDate: "2026-04-30",
  producer: "박서연",
  presentedOn: "2026-04-20",
  presentedPlace: "서울 여의도 한강공원",
  fee: { paid: true, amount: 3_500_000 },
  contract: { pdfHash: "c".repeat(64), verifyCode: "Contract-Code-1" },
  verifiedAt: "2026-05-02T01:00:00.000Z",
  evidence: [],
};
const self: RecordEntry = {
  ...credit,
  kind: "self",
  sourceId: 2,
  title: "개인전 〈물의 기억〉",
  field: "전시",
  role: null,
  producer: "갤러리 소금",
  presentedOn: null,
  presentedPlace: "부산",
  fee: null,
  contract: null,
  verifiedAt: null,
  evidence: ["/uploads/abc123.pdf"],
};

describe("activity record PDF", () => {
  it("when a record is rendered, then pdfjs extracts the Korean headings, both kinds of entries, the fee, the contract hash and the verification code on A4", async () => {
    const code = "Rec0rdCode_abc-123";
    const bytes = await renderPdf({
      title: "예술활동 증빙 기록 - 이지호",
      createdAt: new Date("2026-06-01T00:00:00Z"),
      blocks: await recordPdfBlocks({
        artistName: "이지호",
        periodFrom: "2025-06-01",
        periodTo: "2026-06-01",
        verifyCode: code,
        issuedOn: "2026-06-01",
        entries: [credit, self],
        appUrl: "https://artlink.example",
      }),
      footer: `확인 코드 ${code}`,
    });
    const { text, size } = await pdfText(bytes);
    expect(size).toEqual([595, 842]);
    for (const needle of [
      "예술활동 증빙 기록",
      "예술인: 이지호",
      "기간: 2025년 6월 1일 ~ 2026년 6월 1일",
      `확인 코드: ${code}`,
      `https://artlink.example/records/verify/${code}`,
      "1. 플랫폼에서 양측이 확인한 활동 (1건)",
      "1) [양측 확인] 한강 야외 조각 전시",
      "분야: 설치미술, 조각",
      "역할: 조각 작가 (작품 3점 출품)",
      "제작자: 박서연",
      "공개 발표: 2026년 4월 20일, 서울 여의도 한강공원",
      "보수: 지급됨 (3,500,000원)",
      `서면계약서 PDF SHA-256: ${"c".repeat(64).slice(0, 40)}`,
      "2. 예술인이 직접 등록한 활동 (1건)",
      "1) [본인 신고] 개인전 〈물의 기억〉",
      "플랫폼이 확인하지 않았습니다(본인 신고)",
      "증빙 1: https://artlink.example/uploads/abc123.pdf",
    ]) {
      expect(text).toContain(needle);
    }
    // No replacement characters or private-use glyphs (a missing Hangul glyph shows up as one).
    expect(text).not.toMatch(/[\uFFFD\uE000-\uF8FF]/);
  });

  it("when fees are not included, then no amount is printed", async () => {
    const bytes = await renderPdf({
      title: "기록",
      createdAt: new Date("2026-06-01T00:00:00Z"),
      blocks: await recordPdfBlocks({
        artistName: "이지호",
        periodFrom: "2025-06-01",
        periodTo: "2026-06-01",
        verifyCode: "NoFeeCode1234",
        issuedOn: "2026-06-01",
        entries: [{ ...credit, fee: null }],
        appUrl: "https://artlink.example",
      }),
    });
    const { text } = await pdfText(bytes);
    expect(text).not.toContain("보수");
    expect(text).not.toContain("3,500,000");
  });

  it("when both sides confirmed late in the Korean evening (UTC the day before), then the record prints the Korean date", async () => {
    const blocks = await recordPdfBlocks({
      artistName: "이지호",
      periodFrom: "2025-06-01",
      periodTo: "2026-06-01",
      verifyCode: "KstDateCode12",
      issuedOn: "2026-06-01",
      // 2026-05-03 01:00 in Seoul.
      entries: [{ ...credit, verifiedAt: "2026-05-02T16:00:00.000Z" }],
      appUrl: "https://artlink.example",
    });
    const text = JSON.stringify(blocks);
    expect(text).toContain("양측 확인: 2026년 5월 3일");
    expect(text).not.toContain("2026년 5월 2일");
  });
});
