/** A system message as shown: its text without addresses, and a button per address. */
export interface SystemNotice {
  text: string;
  links: Array<{ href: string; label: string; external: boolean }>;
}

const URL_IN_TEXT = /https?:\/\/[^\s]+/g;
/** Where an address stood, while the text is tidied (a private-use character no notice contains). */
const MARK = "\uE000";

/** What the button of an address of the app says, by its path. */
function labelOf(path: string): string {
  if (path.startsWith("/contracts/")) return "계약서 보기";
  if (path.startsWith("/projects/")) return "프로젝트 보기";
  if (path.startsWith("/dashboard")) return "대시보드로 이동";
  return "열기";
}

/**
 * Splits a system message (written by the app on a person's behalf, e.g. when a contract is sent or signed)
 * into its text and link buttons (issue 31: raw URLs were shown). An address of the app (`origin`) becomes
 * its path, opened inside the app; another http(s) address stays as it is; anything else is left as text.
 * The colon or space that introduced an address is dropped, and the text ends with a full stop.
 */
export function systemNoticeParts(content: string, origin: string): SystemNotice {
  const links: SystemNotice["links"] = [];
  const text = content
    .replace(URL_IN_TEXT, (raw) => {
      const url = raw.replace(/[.,)]+$/, "");
      if (url.startsWith(`${origin}/`)) {
        const path = url.slice(origin.length);
        links.push({ href: path, label: labelOf(path), external: false });
      } else {
        links.push({ href: url, label: "링크 열기", external: true });
      }
      return MARK;
    })
    .replace(new RegExp(`\\s*:?\\s*${MARK}\\s*$`), ".")
    .replace(new RegExp(`\\s*${MARK}\\s*`, "g"), " ")
    .replace(/\.\.$/, ".")
    .trim();
  return { text, links };
}
