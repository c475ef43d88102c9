import { getChoseong } from "es-hangul";

/**
 * Search tokens computed by the application and stored in a GIN-indexed text[] column, so Korean
 * substring search works the same on PostgreSQL (any locale) and PGlite, and one- or two-syllable
 * queries (사진, 무용) are served by the index (decision record 002).
 *
 * Document tokens, per word:
 * - Hangul syllables: every syllable and every pair of adjacent syllables;
 * - initial consonants (초성) of the Hangul syllables: every consonant and adjacent pair;
 * - Latin letters and digits (lower-cased): every 1-, 2- and 3-character substring.
 * A query matches when the document holds every token of the query.
 */

const HANGUL_SYLLABLE = /[가-힣]/;
const JAMO_CONSONANT = /[ㄱ-ㅎ]/;
const WORD = /[가-힣]+|[ㄱ-ㅎ]+|[a-z0-9]+/g;

function ngrams(s: string, n: number, out: Set<string>) {
  const chars = Array.from(s);
  for (let i = 0; i + n <= chars.length; i += 1) out.add(chars.slice(i, i + n).join(""));
}

function words(text: string): string[] {
  return text.normalize("NFC").toLowerCase().match(WORD) ?? [];
}

/** Tokens stored for a document made of the given texts (title, description, tag names, location...). */
export function documentTokens(...texts: Array<string | null | undefined>): string[] {
  const out = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const w of words(text)) {
      if (HANGUL_SYLLABLE.test(w[0]!)) {
        ngrams(w, 1, out);
        ngrams(w, 2, out);
        const cho = getChoseong(w);
        ngrams(cho, 1, out);
        ngrams(cho, 2, out);
      } else if (JAMO_CONSONANT.test(w[0]!)) {
        // Stray consonants in a document are rare; keep them searchable as written.
        ngrams(w, 1, out);
        ngrams(w, 2, out);
      } else {
        ngrams(w, 1, out);
        ngrams(w, 2, out);
        ngrams(w, 3, out);
      }
    }
  }
  return [...out];
}

/**
 * Tokens a document must hold to match `query`: for each query word, its bigrams (trigrams for Latin
 * words of three or more characters), or the word itself when it is a single character.
 * An all-consonant word (ㅅㅊㅁㅅ) is an initial-consonant search.
 */
export function queryTokens(query: string): string[] {
  const out = new Set<string>();
  for (const w of words(query)) {
    const len = Array.from(w).length;
    const isLatin = !HANGUL_SYLLABLE.test(w[0]!) && !JAMO_CONSONANT.test(w[0]!);
    if (len === 1) out.add(w);
    else if (isLatin && len >= 3) ngrams(w, 3, out);
    else ngrams(w, 2, out);
  }
  return [...out];
}

/** Removes the characters the search box strips (< > " ' &) and cuts to the spec's 200 characters. */
export function sanitizeSearchText(text: string, max = 200): string {
  return text.replace(/[<>"'&]/g, "").slice(0, max);
}

/** Marker tokens for exact filters, so tag and region filters use the same GIN index as the text. */
export const tagToken = (name: string) => `#${name.normalize("NFC").toLowerCase()}`;
export const locationToken = (name: string) => `@${name.normalize("NFC")}`;
/** A role category marker and the marker of a project with a paid role (issue 26). */
export const roleCategoryToken = (name: string) => `%${name.normalize("NFC").toLowerCase()}`;
export const PAID_ROLE_TOKEN = "$paid";

/**
 * The tokens a list filter asks of a document, for every filtered search (projects, directories) and
 * for saved searches alike (decision 023): the document must hold every `required` token (the words'
 * tokens and the location marker) and, when `anyOf` is not empty, at least one of it (the tag markers:
 * the tag filter is "any of these tags").
 */
export function filterTokens(q: {
  search?: string | null;
  location?: string | null;
  tags?: readonly string[];
  paidRoles?: boolean;
  roleCategory?: string | null;
}): { required: string[]; anyOf: string[] } {
  const required = q.search ? queryTokens(q.search) : [];
  if (q.location) required.push(locationToken(q.location));
  if (q.roleCategory) required.push(roleCategoryToken(q.roleCategory));
  if (q.paidRoles) required.push(PAID_ROLE_TOKEN);
  return { required, anyOf: (q.tags ?? []).map(tagToken) };
}

/**
 * The required token a saved search is looked up by when a document is published (decision 023): the
 * one most likely to be rare, so only searches whose anchor the document holds are checked in full.
 * Syllable bigrams beat Latin trigrams, which beat 초성 bigrams, single characters and, last, the
 * location marker (a region is shared by a third of all projects). Null when nothing is required.
 */
export function anchorToken(required: readonly string[]): string | null {
  const rank = (t: string) => {
    if (t.startsWith("@") || t === PAID_ROLE_TOKEN) return 0;
    if (t.startsWith("%")) return 1;
    const chars = Array.from(t);
    if (chars.length === 1) return 1;
    if (JAMO_CONSONANT.test(chars[0]!)) return 2;
    if (!HANGUL_SYLLABLE.test(chars[0]!)) return 3;
    return 4;
  };
  let best: string | null = null;
  for (const t of required) if (best === null || rank(t) > rank(best)) best = t;
  return best;
}

/** Everything stored in projects.search_tokens; role names and categories are searchable text too (issue 26). */
export function projectSearchTokens(p: {
  title: string;
  description: string;
  tags: string[];
  location?: string | null;
  roles?: ReadonlyArray<{ name: string; category: string; fee: { kind: string } }>;
}): string[] {
  const roles = p.roles ?? [];
  const tokens = documentTokens(p.title, p.description, p.location, ...p.tags, ...roles.flatMap((r) => [r.name, r.category]));
  for (const t of p.tags) tokens.push(tagToken(t));
  if (p.location) tokens.push(locationToken(p.location));
  for (const r of roles) tokens.push(roleCategoryToken(r.category));
  if (roles.some((r) => r.fee.kind === "fixed" || r.fee.kind === "per_day" || r.fee.kind === "per_session")) tokens.push(PAID_ROLE_TOKEN);
  return [...new Set(tokens)];
}

/** Everything stored in community_posts.search_tokens: the text, the tag names, and a marker per tag for the tag filter. */
export function postSearchTokens(p: { content: string; tags: string[] }): string[] {
  const tokens = documentTokens(p.content, ...p.tags);
  for (const t of p.tags) tokens.push(tagToken(t));
  return [...new Set(tokens)];
}

/**
 * Everything stored in users.search_tokens: name (Korean order and each part), bio, specialty tags and
 * location as text, plus tag and location markers for the directory filters. The bio placeholder
 * ('나중에 작성 예정') is not content.
 */
export function userSearchTokens(u: {
  firstName?: string | null;
  lastName?: string | null;
  bio?: string | null;
  location?: string | null;
  tags: string[];
}): string[] {
  const bio = u.bio && u.bio.trim() !== "나중에 작성 예정" ? u.bio : null;
  const tokens = documentTokens(`${u.lastName ?? ""}${u.firstName ?? ""}`, u.firstName, u.lastName, bio, u.location, ...u.tags);
  for (const t of u.tags) tokens.push(tagToken(t));
  if (u.location) tokens.push(locationToken(u.location));
  return [...new Set(tokens)];
}
