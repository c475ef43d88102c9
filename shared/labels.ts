import type { ApplicationStatus, Discipline, InvitationStatus, PostType, ProjectStatus, UserType } from "./constants";
import type { ContractStatus } from "./contracts";

export const userTypeLabel: Record<UserType, string> = { producer: "제작자", artist: "아티스트" };
export const userTypeLongLabel: Record<UserType, string> = { producer: "전시기획자", artist: "미술작가" };

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

export const projectStatusLabel: Record<ProjectStatus, string> = {
  draft: "임시저장",
  published: "모집 중",
  in_progress: "진행 중",
  completed: "완료",
  cancelled: "취소됨",
};
/** Unknown statuses show as 모집 중 (spec: project status table). */
export function projectStatusText(status: string | null | undefined): string {
  return projectStatusLabel[status as ProjectStatus] ?? projectStatusLabel.published;
}

export const applicationStatusLabel: Record<ApplicationStatus, string> = {
  pending: "검토 중",
  reviewed: "검토 완료",
  interview: "면접 예정",
  accepted: "승인됨",
  rejected: "거절됨",
  withdrawn: "지원 취소",
  invited_accepted: "초대 수락",
};

export const invitationStatusLabel: Record<InvitationStatus, string> = {
  pending: "대기 중",
  accepted: "수락됨",
  rejected: "거절됨",
  cancelled: "취소됨",
};

export const contractStatusLabels: Record<ContractStatus, string> = {
  draft: "작성 중",
  sent: "서명 요청됨",
  signed_by_artist: "예술인 서명 완료",
  signed: "서명 완료",
  declined: "거절됨",
  voided: "변경되어 재서명 필요",
};

export const postTypeLabel: Record<PostType, string> = {
  general: "자유",
  work: "작품",
  info: "정보",
  question: "질문",
  recruitment: "모집",
};

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

const categoryLabels: Record<string, string> = {
  painting: "회화",
  sculpture: "조각",
  installation: "설치미술",
  photography: "사진",
  digital_art: "디지털아트",
  craft: "공예",
  competition: "공모전",
  art_fair: "아트페어",
  workshop: "워크숍",
  residency: "레지던시",
  performance_art: "퍼포먼스",
  other: "기타",
};
/** Category code -> Korean label; Korean names map to themselves, unknown codes show as is. */
export function categoryLabel(code: string | null | undefined): string {
  if (!code) return "";
  return categoryLabels[code] ?? code;
}

export const contactCategoryLabel: Record<string, string> = {
  general: "일반 문의",
  support: "기술 지원",
  bug: "버그 신고",
  feature: "기능 제안",
  partnership: "사업 제휴",
};

export const declineCategoryLabel: Record<string, string> = {
  schedule: "일정이 맞지 않습니다",
  budget: "예산이 맞지 않습니다",
  genre: "작업 분야가 맞지 않습니다",
  location: "지역이 맞지 않습니다",
  info: "프로젝트 정보가 부족합니다",
  other: "기타",
};
