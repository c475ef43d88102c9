import { describe, expect, it } from "vitest";
import { CONTRACT_TEMPLATES, type ContractTerms } from "@shared/contracts";
import { contractPdfBlocks, koreanAmount, renderContractText, sha256, templateDefaults } from "../../server/features/contracts/document";
import { renderPdf } from "../../server/pdf/render";

/** Every text item of every page, joined per page (pdfjs-dist's legacy build runs in Node). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((it) => ("str" in it ? it.str : "")).join(""));
  }
  await doc.destroy();
  return pages.join("\n");
}

const parties = { producerName: "박서연", artistName: "이지호", projectTitle: "한강 야외 조각 전시" };
const terms = (over: Partial<ContractTerms> = {}): ContractTerms => ({
  title: "한강 야외 조각 전시",
  workContent: "야외 조각 3점 출품과 작가와의 대화 1회",
  place: "서울 여의도 한강공원",
  startDate: "2026-03-01",
  endDate: "2026-04-30",
  fee: 3_500_000,
  paymentType: "installments",
  paymentDate: null,
  depositAmount: 1_000_000,
  depositDate: "2026-03-01",
  balanceDate: "2026-05-15",
  ...templateDefaults("art"),
  specialTerms: "작품 운송비는 제작자가 부담한다.",
  ...over,
});

describe("contract documents", () => {
  it("when any template is rendered, then no placeholder is left and the required clauses are there", () => {
    for (const template of CONTRACT_TEMPLATES) {
      const text = renderContractText(template, terms(), parties);
      expect(text).not.toMatch(/\{\{|\}\}/);
      for (const clause of [
        "계약기간",
        "보수 및 지급 방법",
        "수익의 배분",
        "저작권",
        "계약의 변경",
        "계약의 해제·해지",
        "분쟁의 해결",
        "장소",
        "박서연",
        "이지호",
      ]) {
        expect(text, `${template}: ${clause}`).toContain(clause);
      }
      // Articles are numbered in order.
      const numbers = [...text.matchAll(/^## 제(\d+)조/gm)].map((m) => Number(m[1]));
      expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    }
  });

  it("when an amount is written in words, then it reads as Korean contracts write it", () => {
    expect(koreanAmount(3_500_000)).toBe("삼백오십만");
    expect(koreanAmount(10_000)).toBe("일만");
    expect(koreanAmount(120_000_000)).toBe("일억이천만");
  });

  it("when a signed contract is rendered to PDF, then pdfjs extracts the Korean clauses, the names, the signatures and the hash (no missing glyphs)", async () => {
    const text = renderContractText("art", terms(), parties);
    const hash = sha256(text);
    const pdf = await renderPdf({
      title: "계약서",
      createdAt: new Date("2026-02-01T03:00:00Z"),
      footer: `본문 SHA-256 ${hash}`,
      blocks: contractPdfBlocks({
        documentText: text,
        documentHash: hash,
        template: "art",
        verifyUrl: "https://artlink.example/contracts/verify/abcDEF123456",
        parties,
        signatures: [
          { role: "artist", fullName: "이지호", signedAt: new Date("2026-02-01T01:00:00Z"), ip: "203.0.113.5" },
          { role: "producer", fullName: "박서연", signedAt: new Date("2026-02-01T02:30:00Z"), ip: null },
        ],
      }),
    });
    expect(pdf.length).toBeLessThan(3_000_000); // one compressed face (decision 016: no subset)
    const extracted = (await pdfText(pdf)).replace(/\s+/g, "");
    for (const needle of [
      "미술분야전시참여표준계약서",
      "박서연",
      "이지호",
      "보수및지급방법",
      "금3,500,000원(일금삼백오십만원정)",
      "계약금:금1,000,000원을2026년3월1일까지",
      "잔금:금2,500,000원을2026년5월15일까지",
      "수익의배분",
      "계약의해제·해지",
      "분쟁의해결",
      "예술인권리보장위원회",
      "서울여의도한강공원",
      "작품운송비는제작자가부담한다.",
      "서명:이지호",
      "서명:박서연",
      "2026년2월1일",
      hash,
      "contracts/verify/abcDEF123456",
    ]) {
      expect(extracted, needle).toContain(needle);
    }
    // A glyph the font lacks would come out as U+FFFD or .notdef.
    expect(extracted).not.toContain("\uFFFD");
  });
});
