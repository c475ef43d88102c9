import type { BusinessInfo } from "../config";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const LABELS: Array<[keyof BusinessInfo, string]> = [
  ["name", "상호"],
  ["representative", "대표자"],
  ["registrationNumber", "사업자등록번호"],
  ["mailOrderNumber", "통신판매업 신고번호"],
  ["address", "주소"],
  ["phone", "전화"],
  ["email", "이메일"],
];

/**
 * The business details (BUSINESS_*, issue 31) as a strip of HTML under the app's footer. Written by the
 * server into every page after #root, so no client code carries it (the footer is in the entry chunk, and
 * /projects' first view has no room left in its budget). Its classes are ones the footer already uses,
 * so the stylesheet has them; on phones it keeps clear of the fixed bottom menu as the layout does.
 */
export function businessInfoHtml(info: BusinessInfo | undefined): string {
  if (!info) return "";
  const items = LABELS.filter(([key]) => info[key]).map(([key, label]) => `<span class="whitespace-nowrap">${label}: ${escape(info[key]!)}</span>`);
  return (
    `<div id="business-info" class="border-t bg-muted/40 pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0">` +
    `<address class="mx-auto flex max-w-7xl flex-wrap gap-x-4 gap-y-1 px-4 py-4 text-xs text-muted-foreground sm:px-6" style="font-style:normal" aria-label="사업자 정보">` +
    `${items.join("")}</address></div>`
  );
}

/** `html` (the page shell) with the business details after #root; unchanged when none are set. */
export function withBusinessInfo(html: string, block: string): string {
  if (!block) return html;
  return html.replace("</body>", () => `${block}\n  </body>`);
}
