import { josa } from "es-hangul";

/**
 * Korean particles chosen by es-hangul's josa (issue 31: '강원로 한다', '…(30대 남성)'가 were glued
 * blindly). The particle follows the last sounded letter of the word: closing quotes, brackets and
 * punctuation are skipped, a parenthesised note at the end ('(30대 남성)') is read through, digits and
 * Latin letters are read as Koreans say them ('3' 삼, 'L' 엘).
 */
export type JosaPair = Parameters<typeof josa.pick>[1];

const DIGITS = ["영", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"];
// How the names of Latin letters end: l, m, n, r carry a final consonant (엘, 엠, 엔, 알); the rest do not.
const LATIN_FINAL: Record<string, string> = { l: "엘", m: "엠", n: "엔", r: "알" };

/** The last letter a reader says aloud, as a Hangul syllable (or null when there is none). */
function lastSounded(word: string): string | null {
  const s = word.normalize("NFC").replace(/[\s'"‘’“”」』》〉)\]}>.,!?…·~-]+$/u, "");
  const ch = s.at(-1);
  if (!ch) return null;
  if (/[가-힣]/.test(ch)) return ch;
  if (/[0-9]/.test(ch)) return DIGITS[Number(ch)]!;
  if (/[a-z]/i.test(ch)) return LATIN_FINAL[ch.toLowerCase()] ?? "이";
  return null;
}

/** The particle alone, e.g. pickJosa('강원', '으로/로') -> '으로'; the first form when the word has no sounded letter. */
export function pickJosa(word: string, pair: JosaPair): string {
  const last = lastSounded(word);
  return last ? josa.pick(last, pair) : pair.split("/")[0]!;
}

/** The word and its particle: withJosa('강원', '으로/로') -> '강원으로'. */
export function withJosa(word: string, pair: JosaPair): string {
  return word + pickJosa(word, pair);
}

/** A quoted title and its particle: quoted('신인 배우 (30대 남성)', '이/가') -> "'신인 배우 (30대 남성)'이". */
export function quoted(title: string, pair: JosaPair): string {
  return `'${title}'${pickJosa(title, pair)}`;
}
