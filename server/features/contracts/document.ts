import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { contractTemplateLabels, type ContractPartyDetails, type ContractTemplate, type ContractTerms } from "@shared/contracts";
import { koreanDate, todayInKorea } from "@shared/dates";
import { pickJosa, type JosaPair } from "@shared/josa";
import type { PdfBlock } from "../../pdf/render";

/**
 * Contract documents: the Korean templates (data files in ./templates, reviewed as documents) filled
 * with a contract's parties and terms. The rendered text is what both parties read and sign, byte for
 * byte; its SHA-256 is stored with each signature.
 */

// From source the files sit beside this module; the bundled server (dist/server) gets a copy
// (scripts/build-server.mjs).
const templateDirs = [new URL("./templates/", import.meta.url), new URL("./contract-templates/", import.meta.url)].map((u) => fileURLToPath(u));
const cache = new Map<string, string>();
function templateFile(name: string): string {
  let text = cache.get(name);
  if (text === undefined) {
    const dir = templateDirs.find((d) => existsSync(`${d}${name}`));
    if (!dir) throw new Error(`contract template ${name} not found`);
    text = readFileSync(`${dir}${name}`, "utf8");
    cache.set(name, text);
  }
  return text;
}

type Defaults = Record<ContractTemplate, { revenueSharing: string; copyright: string; credit: string }>;
export function templateDefaults(template: ContractTemplate) {
  return (JSON.parse(templateFile("defaults.json")) as Defaults)[template];
}

export { sha256 } from "../../pdf/hash";

const won = (n: number) => `${n.toLocaleString("ko-KR")}원`;
/** A fee not entered yet reads as a blank to fill in (the contract is not sent without one). */
const FEE_BLANK = "금 ________원(보수 미정: 제작자가 입력)";

/** 3500000 -> '삼백오십만' (the amount in words, as Korean contracts write it beside the digits). */
export function koreanAmount(n: number): string {
  const digits = ["", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"];
  const small = ["", "십", "백", "천"];
  const big = ["", "만", "억", "조"];
  if (n === 0) return "영";
  let out = "";
  let group = 0;
  while (n > 0) {
    const part = n % 10_000;
    if (part > 0) {
      let s = "";
      const str = String(part).padStart(4, "0");
      for (let i = 0; i < 4; i++) {
        const d = Number(str[i]);
        if (d) s += (d === 1 && i < 3 ? "" : digits[d]) + small[3 - i];
      }
      out = s + big[group] + out;
    }
    n = Math.floor(n / 10_000);
    group += 1;
  }
  return out;
}

function paymentTerms(t: ContractTerms): string {
  if (t.fee === null) return "1. 보수가 정해진 뒤 지급 시기와 방법을 적는다.";
  if (t.paymentType === "installments") {
    const deposit = t.depositAmount ?? 0;
    return [
      `1. 계약금: 금 ${won(deposit)}을 ${koreanDate(t.depositDate) || "계약 체결 후 7일 이내"}까지 지급한다.`,
      `2. 잔금: 금 ${won(Math.max(0, t.fee - deposit))}을 ${koreanDate(t.balanceDate) || "업무 완료 후 14일 이내"}까지 지급한다.`,
    ].join("\n");
  }
  return `1. 일시불: 금 ${won(t.fee)}을 ${koreanDate(t.paymentDate) || "업무 완료 후 14일 이내"}까지 한 번에 지급한다.`;
}

function period(t: ContractTerms): string {
  if (t.startDate && t.endDate) return `${koreanDate(t.startDate)}부터 ${koreanDate(t.endDate)}까지`;
  if (t.startDate) return `${koreanDate(t.startDate)}부터 업무가 끝나는 날까지`;
  if (t.endDate) return `계약 체결일부터 ${koreanDate(t.endDate)}까지`;
  return "계약 체결일부터 업무가 끝나는 날까지";
}

export interface ContractParties {
  producerName: string;
  /** The producer's representative once entered: the preamble reads '회사(대표자 박서연, 이하 "갑"…'. */
  producerRepresentative?: string | null;
  artistName: string;
  projectTitle: string;
}

/** The signed contract an amendment changes, as the amendment's text names it. */
export interface AmendedContract {
  signedAt: Date | null;
  verifyCode: string;
  documentHash: string;
}

/**
 * The exact document text of a contract (markdown-like: '# ' title, '## ' articles, plain paragraphs).
 * An amendment's text says, under its title, which signed contract it changes and that it replaces it
 * once both sign, so what both parties sign names the contract it supersedes.
 */
export function renderContractText(template: ContractTemplate, terms: ContractTerms, parties: ContractParties, amends?: AmendedContract): string {
  const values: Record<string, string> = {
    producerName: parties.producerName,
    producerRep: parties.producerRepresentative ? `대표자 ${parties.producerRepresentative}, ` : "",
    artistName: parties.artistName,
    projectTitle: parties.projectTitle,
    title: terms.title,
    workContent: terms.workContent.trim(),
    place: terms.place,
    period: period(terms),
    fee: terms.fee === null ? FEE_BLANK : `금 ${won(terms.fee)}(일금 ${koreanAmount(terms.fee)}원정)`,
    paymentTerms: paymentTerms(terms),
    revenueSharing: terms.revenueSharing.trim() || "이 용역으로 생기는 수익은 보수 외에 따로 배분하지 않는다.",
    copyright: terms.copyright.trim() || '결과물의 저작권은 창작한 "을"에게 있다.',
    credit: terms.credit.trim() || '"갑"은 결과물과 홍보물에 "을"의 성명을 표시한다.',
    specialTerms: terms.specialTerms.trim() || "없음.",
  };
  let article = 0;
  const body = templateFile(`${template}.md`).replace("{{common}}", templateFile("_common.md").trim());
  const text = body
    .replace(/\{\{n\}\}/g, () => String(++article))
    // '{{place:으로/로}}' is the particle after the value (es-hangul's josa: '강원으로', '서울로').
    .replace(/\{\{(\w+):([^}]+)\}\}/g, (_, key: string, pair: string) => pickJosa(values[key] ?? "", pair as JosaPair))
    .replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "")
    .replace(/\r\n/g, "\n")
    .trim();
  if (!amends) return `${text}\n`;
  const [title, ...rest] = text.split("\n");
  const signed = amends.signedAt ? `${koreanDate(todayInKorea(amends.signedAt))}에 ` : "";
  const preamble =
    `이 계약서는 ${signed}"갑"과 "을"이 서명한 계약서(확인 코드 ${amends.verifyCode}, 본문 SHA-256 ${amends.documentHash})를 변경하는 수정 계약서이다. ` +
    "양 당사자가 이 계약서에 서명하면 이 계약서가 원 계약서를 대체하며, 원 계약서는 서명된 그대로 보관된다.";
  return `${title} (변경 계약서)\n\n${preamble}\n${rest.join("\n")}\n`;
}

export interface SignatureView {
  role: "artist" | "producer";
  fullName: string;
  signedAt: Date;
  ip: string | null;
}

/** The PDF of a signed contract: the document text, then the signature block, times and hashes. */
export function contractPdfBlocks(c: {
  documentText: string;
  documentHash: string;
  template: ContractTemplate;
  verifyUrl: string;
  signatures: SignatureView[];
  parties: ContractParties;
  /** Each party's details in full: the PDF is what both keep (issue 31). */
  details?: ContractPartyDetails;
}): PdfBlock[] {
  const blocks: PdfBlock[] = [];
  for (const line of c.documentText.split("\n")) {
    if (line.startsWith("# ")) blocks.push({ kind: "title", text: line.slice(2) });
    else if (line.startsWith("## ")) blocks.push({ kind: "heading", text: line.slice(3) });
    else if (line.trim()) blocks.push({ kind: "paragraph", text: line });
    else blocks.push({ kind: "space", height: 4 });
  }
  const p = c.details?.producer;
  const a = c.details?.artist;
  if (p || a) {
    blocks.push({ kind: "rule" }, { kind: "heading", text: "당사자 정보" });
    if (p) {
      const number = p.businessNumber ? `  ·  사업자등록번호 ${p.businessNumber}` : "";
      blocks.push({ kind: "paragraph", text: `"갑" 상호(성명) ${p.legalName}  ·  대표자 ${p.representative}${number}` });
      blocks.push({ kind: "paragraph", text: `주소 ${p.address}` });
    }
    if (a) {
      blocks.push({ kind: "paragraph", text: `"을" 성명 ${a.legalName}  ·  생년월일 ${koreanDate(a.birthDate)}` });
      blocks.push({ kind: "paragraph", text: `주소 ${a.address}` });
    }
  }
  blocks.push({ kind: "rule" }, { kind: "heading", text: "서명" });
  blocks.push({ kind: "paragraph", text: "위 계약의 내용을 확인하고, 양 당사자가 아트링크에서 실명 입력, 동의, 비밀번호 재확인으로 전자서명하였다." });
  const fmt = (d: Date) =>
    `${d.toLocaleString("ko-KR", { timeZone: "Asia/Seoul", year: "numeric", month: "long", day: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit", hour12: false })} (한국 시간)`;
  for (const role of ["producer", "artist"] as const) {
    const s = c.signatures.find((x) => x.role === role);
    const label = role === "producer" ? `"갑" (제작자) ${c.parties.producerName}` : `"을" (예술인) ${c.parties.artistName}`;
    blocks.push({ kind: "space", height: 6 }, { kind: "paragraph", text: label });
    blocks.push({ kind: "paragraph", text: s ? `서명: ${s.fullName}  ·  서명 시각: ${fmt(s.signedAt)}${s.ip ? `  ·  IP ${s.ip}` : ""}` : "서명: (미서명)" });
  }
  blocks.push({ kind: "rule" });
  blocks.push({ kind: "paragraph", size: 8, color: "muted", text: `양식: ${contractTemplateLabels[c.template]}  ·  계약서 본문 SHA-256: ${c.documentHash}` });
  blocks.push({
    kind: "paragraph",
    size: 8,
    color: "muted",
    text: `이 PDF 파일의 진위 확인: ${c.verifyUrl} (파일을 올리거나 파일의 SHA-256 값을 입력하면 서명된 계약서인지 확인할 수 있습니다.)`,
  });
  return blocks;
}
