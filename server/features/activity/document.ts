import QRCode from "qrcode";
import type { RecordEntry } from "@shared/activity";
import type { PdfBlock } from "../../pdf/render";
import { koreanDate, todayInKorea } from "@shared/dates";

/**
 * The activity record's PDF (issue 15): verified credits first, then self-reported activity with its
 * evidence referenced by address, the verification code and a QR code of the public verify page.
 */

const won = (n: number) => `${n.toLocaleString("ko-KR")}원`;

function period(e: { startDate: string; endDate: string | null }) {
  if (!e.endDate || e.endDate === e.startDate) return koreanDate(e.startDate);
  return `${koreanDate(e.startDate)} ~ ${koreanDate(e.endDate)}`;
}

/** The detail lines of one entry, shared by the PDF and (as data) the verify page. */
export function entryLines(e: RecordEntry, appUrl: string): string[] {
  const lines: string[] = [];
  const facts = [e.field && `분야: ${e.field}`, e.role && `역할: ${e.role}`, `기간: ${period(e)}${e.upcoming ? " (예정)" : ""}`].filter(Boolean);
  lines.push(facts.join("  ·  "));
  if (e.producer) lines.push(`${e.kind === "credit" ? "제작자" : "주최·발행"}: ${e.producer}`);
  if (e.presentedOn || e.presentedPlace) {
    lines.push(`공개 발표: ${[e.presentedOn ? koreanDate(e.presentedOn) : null, e.presentedPlace].filter(Boolean).join(", ")}`);
  }
  if (e.fee) lines.push(`보수: ${e.fee.paid ? `지급됨${e.fee.amount !== null ? ` (${won(e.fee.amount)})` : ""}` : "지급되지 않음"}`);
  if (e.contract) lines.push(`서면계약서 PDF SHA-256: ${e.contract.pdfHash} (확인: ${appUrl}/contracts/verify/${e.contract.verifyCode})`);
  if (e.verifiedAt) lines.push(`양측 확인: ${koreanDate(todayInKorea(new Date(e.verifiedAt)))}`);
  for (const [i, url] of e.evidence.entries()) lines.push(`증빙 ${i + 1}: ${appUrl}${url}`);
  return lines;
}

export interface RecordDocument {
  artistName: string;
  periodFrom: string;
  periodTo: string;
  verifyCode: string;
  issuedOn: string;
  entries: RecordEntry[];
  appUrl: string;
}

export const verifyUrlOf = (appUrl: string, code: string) => `${appUrl}/records/verify/${code}`;

/** The PDF blocks of a record, QR code included. */
export async function recordPdfBlocks(r: RecordDocument): Promise<PdfBlock[]> {
  const url = verifyUrlOf(r.appUrl, r.verifyCode);
  const png = await QRCode.toBuffer(url, { type: "png", errorCorrectionLevel: "M", margin: 1, scale: 6 });
  const credits = r.entries.filter((e) => e.kind === "credit");
  const self = r.entries.filter((e) => e.kind === "self");
  const blocks: PdfBlock[] = [
    { kind: "title", text: "예술활동 증빙 기록" },
    { kind: "paragraph", text: `예술인: ${r.artistName}` },
    { kind: "paragraph", text: `기간: ${koreanDate(r.periodFrom)} ~ ${koreanDate(r.periodTo)}` },
    { kind: "paragraph", text: `발급일: ${koreanDate(r.issuedOn)}  ·  발급: 아트링크` },
    { kind: "space", height: 6 },
    {
      kind: "image",
      png: new Uint8Array(png),
      size: 76,
      lines: [`확인 코드: ${r.verifyCode}`, `확인 주소: ${url}`, "QR 코드나 주소로 이 기록에 담긴 활동과 플랫폼 확인 여부를 볼 수 있습니다."],
    },
    { kind: "rule" },
    { kind: "heading", text: `1. 플랫폼에서 양측이 확인한 활동 (${credits.length}건)` },
    {
      kind: "paragraph",
      size: 8.5,
      color: "muted",
      text: "프로젝트가 완료된 뒤 제작자가 참여를 확인하고 예술인이 그 내용을 수락한 활동입니다.",
    },
  ];
  if (!credits.length) blocks.push({ kind: "paragraph", text: "없음" });
  credits.forEach((e, i) => {
    blocks.push({ kind: "space", height: 4 }, { kind: "paragraph", text: `${i + 1}) [양측 확인] ${e.title}`, size: 10.5 });
    for (const line of entryLines(e, r.appUrl)) blocks.push({ kind: "paragraph", text: `    ${line}`, size: 9 });
  });
  blocks.push({ kind: "rule" }, { kind: "heading", text: `2. 예술인이 직접 등록한 활동 (${self.length}건)` });
  blocks.push({
    kind: "paragraph",
    size: 8.5,
    color: "muted",
    text: "예술인 본인이 등록한 활동으로, 플랫폼이 확인하지 않았습니다(본인 신고). 증빙 파일은 아래 주소에서 볼 수 있습니다.",
  });
  if (!self.length) blocks.push({ kind: "paragraph", text: "없음" });
  self.forEach((e, i) => {
    blocks.push({ kind: "space", height: 4 }, { kind: "paragraph", text: `${i + 1}) [본인 신고] ${e.title}`, size: 10.5 });
    for (const line of entryLines(e, r.appUrl)) blocks.push({ kind: "paragraph", text: `    ${line}`, size: 9 });
  });
  blocks.push({ kind: "rule" });
  blocks.push({
    kind: "paragraph",
    size: 8,
    color: "muted",
    text: "이 기록은 한국예술인복지재단 예술활동증명 신청 시 참고 자료로 낼 수 있도록 아트링크가 발급한 것입니다. 예술인이 공개하기로 한 내용만 담겨 있으며, 예술인이 기록을 철회하면 확인 페이지에 철회되었다고 표시됩니다.",
  });
  return blocks;
}
