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

/**
 * The project wizard's examples by field (issue 31): a film producer is shown an audition with roles and a
 * shoot, not a group exhibition of painters. The wizard's title follows postingNoun (labels.ts); the
 * spec's toasts ('전시 등록 완료' …) stay as the spec quotes them.
 */
export interface WizardWords {
  titlePlaceholder: string;
  descriptionPlaceholder: string;
  requirementsPlaceholder: string;
}

export function wizardWords(discipline: string | null | undefined): WizardWords {
  switch (discipline) {
    case "film":
      return {
        titlePlaceholder: "예: 단편영화 〈겨울 바다〉 주·조연 배우 오디션",
        descriptionPlaceholder: "작품 소개, 모집 배역, 촬영 일정과 장소, 오디션 방식 등을 자세히 소개해주세요.",
        requirementsPlaceholder: "예:\n- 배역 나이대에 맞는 연기 경력 1년 이상\n- 프로필 사진과 연기 영상 제출\n- 촬영 기간 중 지방 촬영 가능자",
      };
    case "performance":
      return {
        titlePlaceholder: "예: 창작 연극 〈봄날〉 출연 배우 오디션",
        descriptionPlaceholder: "작품 소개, 모집 배역, 연습과 공연 일정, 오디션 방식 등을 자세히 소개해주세요.",
        requirementsPlaceholder: "예:\n- 무대 연기 또는 무용 경력 2년 이상\n- 연습 전 회차 참여 가능자\n- 프로필과 공연 영상 제출",
      };
    case "music":
      return {
        titlePlaceholder: "예: 인디 밴드 정규 앨범 세션 연주자 모집",
        descriptionPlaceholder: "곡·앨범 소개, 필요한 파트, 녹음과 공연 일정 등을 자세히 소개해주세요.",
        requirementsPlaceholder: "예:\n- 세션 또는 공연 경력 1년 이상\n- 연주 영상이나 음원 제출",
      };
    case "publishing":
      return {
        titlePlaceholder: "예: 그림책 《바다의 노래》 일러스트 작가 모집",
        descriptionPlaceholder: "책·매체 소개, 필요한 작업과 분량, 일정 등을 자세히 소개해주세요.",
        requirementsPlaceholder: "예:\n- 출간 또는 연재 경력\n- 포트폴리오 제출 필수",
      };
    case "other":
      return {
        titlePlaceholder: "예: 브랜드 협업 프로젝트 참여 아티스트 모집",
        descriptionPlaceholder: "프로젝트의 목적, 주제, 진행 방식 등을 자세히 소개해주세요.",
        requirementsPlaceholder: "예:\n- 관련 작업 경력\n- 포트폴리오 제출 필수",
      };
    default:
      return {
        titlePlaceholder: "예: 2025 서울 청년작가 기획전 참여 작가 모집",
        descriptionPlaceholder: "프로젝트의 목적, 주제, 진행 방식 등을 자세히 소개해주세요.",
        requirementsPlaceholder: "예:\n- 회화 또는 설치 작업 경력 2년 이상\n- 포트폴리오 제출 필수",
      };
  }
}
