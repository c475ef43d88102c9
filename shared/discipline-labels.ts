import type { Discipline, UserType } from "./constants";
import { userTypeLabel, userTypeLongLabel } from "./labels";

/*
 * Wording by field (issue 31), apart from labels.ts: labels.ts ships in /projects' first view (the
 * header's role badge), and these are needed only by sign-up, the profile and the dashboard.
 */

export const disciplineLabel: Record<Discipline, string> = {
  exhibition: "전시·미술",
  film: "영화·영상",
  performance: "공연·연기",
  music: "음악",
  publishing: "출판·문학",
  other: "기타",
};

/**
 * The role as the spec names it for the user's field (issue 31): 전시기획자 and 미술작가 for exhibitions
 * (and when no field was picked, as before), 제작자 and 아티스트 for every other field.
 */
export function roleLongLabel(userType: UserType, discipline: string | null | undefined): string {
  return !discipline || discipline === "exhibition" ? userTypeLongLabel[userType] : userTypeLabel[userType];
}

/** What a portfolio item's description asks for, by field ('재료, 크기, 제작 연도' is for visual art). */
export function portfolioPrompt(discipline: string | null | undefined): string {
  switch (discipline) {
    case "film":
      return "작품명, 맡은 역할, 연출·제작사, 공개 연도 등을 적어주세요";
    case "performance":
      return "작품명, 배역, 공연 장소와 회차, 연도 등을 적어주세요";
    case "music":
      return "곡·앨범명, 맡은 파트(작곡, 연주, 보컬 등), 발매 연도 등을 적어주세요";
    case "publishing":
      return "작품명, 출판사·매체, 발표 연도 등을 적어주세요";
    case "other":
      return "작업 내용, 맡은 역할, 연도 등을 적어주세요";
    default:
      return "재료, 크기, 제작 연도 등을 적어주세요";
  }
}

/** Career types (the spec's, then film and stage work); here rather than labels.ts for the same reason. */
export const experienceTypeLabel: Record<string, string> = {
  exhibition: "전시/갤러리",
  collection: "작품수집/소장",
  residency: "레지던시/워크숍",
  project: "미술프로젝트",
  art_fair: "아트페어/비엔날레",
  performance: "공연",
  film: "영화",
  drama: "드라마",
  cf: "CF·광고",
  broadcast: "방송",
  theatre: "연극·뮤지컬",
  concert: "콘서트",
  album: "앨범·음원",
};
