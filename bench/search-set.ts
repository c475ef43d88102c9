/**
 * The Korean search set (issue 29): real queries of the kinds people type into /projects, each run at
 * 100k and at 1m. Target: one execution of each under 5 ms at 100k and under 10 ms at 1m (warm), and its
 * req/s at 1m at least half of its 100k rate. The words come from the bench seed's vocabulary (bench/seed.ts:
 * kinds, roles, themes, spaces, places, tags), so each query matches what it would match in production:
 * a few rare ones, many middling ones and the most common terms.
 */
export interface SearchQuery {
  /** Short label for the table. */
  key: string;
  /** What it stands for. */
  kind: string;
  params: Record<string, string>;
}

export const SEARCH_SET: SearchQuery[] = [
  // One syllable (a single-token search).
  { key: "s1", kind: "1 syllable", params: { search: "춤" } },
  { key: "s2", kind: "1 syllable, common", params: { search: "전" } },
  { key: "s3", kind: "1 syllable", params: { search: "빛" } },
  // Two syllables: the most common terms and rarer ones.
  { key: "s4", kind: "2 syllables, common", params: { search: "무용" } },
  { key: "s5", kind: "2 syllables, common", params: { search: "공연" } },
  { key: "s6", kind: "2 syllables", params: { search: "설치" } },
  { key: "s7", kind: "2 syllables", params: { search: "보컬" } },
  { key: "s8", kind: "2 syllables, place", params: { search: "성수" } },
  { key: "s9", kind: "2 syllables, theme", params: { search: "이주" } },
  // Three to six syllables.
  { key: "s10", kind: "3 syllables", params: { search: "무용수" } },
  { key: "s11", kind: "3 syllables", params: { search: "작곡가" } },
  { key: "s12", kind: "3 syllables", params: { search: "갤러리" } },
  { key: "s13", kind: "4 syllables", params: { search: "촬영감독" } },
  { key: "s14", kind: "4 syllables", params: { search: "단편영화" } },
  { key: "s15", kind: "5 syllables", params: { search: "뮤직비디오" } },
  { key: "s16", kind: "6 syllables", params: { search: "복합문화공간" } },
  // Two words.
  { key: "s17", kind: "two words", params: { search: "조명 디자이너" } },
  { key: "s18", kind: "two words", params: { search: "거리공연 배우" } },
  { key: "s19", kind: "two words, place", params: { search: "제주 레지던시" } },
  // Initial consonants (초성).
  { key: "s20", kind: "초성 2", params: { search: "ㅁㅇ" } },
  { key: "s21", kind: "초성 4", params: { search: "ㅊㅇㄱㄷ" } },
  // Latin and mixed Hangul and Latin.
  { key: "s22", kind: "Latin", params: { search: "MV" } },
  { key: "s23", kind: "mixed", params: { search: "K-pop 댄서" } },
  { key: "s24", kind: "mixed", params: { search: "3D 아티스트" } },
  // With filters: a tag, a region, both.
  { key: "s25", kind: "term + tag + region", params: { search: "설치", tags: "회화", location: "서울" } },
  { key: "s26", kind: "common term + region", params: { search: "공연", location: "부산" } },
  { key: "s27", kind: "tag only", params: { tags: "사진" } },
  { key: "s28", kind: "tag + region", params: { tags: "무용", location: "서울" } },
  { key: "s29", kind: "term + two tags", params: { search: "기억", tags: "회화,설치" } },
  // Nothing matches.
  { key: "s30", kind: "no match", params: { search: "존재하지않는단어" } },
];
