import type { ApplicationStatus, InvitationStatus, PostType, ProjectStatus, UserType } from "./constants";
import type { ContractStatus } from "./contracts";

export const userTypeLabel: Record<UserType, string> = { producer: "제작자", artist: "아티스트" };
export const userTypeLongLabel: Record<UserType, string> = { producer: "전시기획자", artist: "미술작가" };
/**
 * What a producer posts, by their field (issue 31): '전시' for exhibitions (and when no field was picked, as
 * the spec's '전시 등록'), '프로젝트' for film, stage, music and the rest. Here for the header's button.
 */
export const postingNoun = (discipline: string | null | undefined): "전시" | "프로젝트" => (!discipline || discipline === "exhibition" ? "전시" : "프로젝트");

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
