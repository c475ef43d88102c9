import type { ProjectDetail } from "@shared/api-types";
import type { ProjectFormInput } from "@shared/validators/projects";
import { todayInKorea } from "@shared/validators/projects";

/** The wizard's fields, always defined while editing ('' for "not set"); the schema turns '' into null. */
export type WizardValues = Required<{ [K in keyof ProjectFormInput]: NonNullable<ProjectFormInput[K]> }>;

export const WIZARD_STEPS = [
  { title: "기본 정보", description: "제목, 분야 태그, 소개와 대표 이미지를 입력해주세요.", fields: ["title", "tags", "description", "imageUrl"] },
  { title: "일정 및 장소", description: "지역과 일정, 지원 마감일을 정해주세요.", fields: ["location", "startDate", "endDate", "deadline"] },
  { title: "모집 조건", description: "모집 분야(배역), 근무 조건, 예산과 지원 자격을 알려주세요.", fields: ["roles", "conditions", "budget", "requirements"] },
  { title: "공개 설정", description: "바로 공개하거나 임시저장할 수 있습니다.", fields: ["status"] },
] as const satisfies ReadonlyArray<{ title: string; description: string; fields: ReadonlyArray<keyof WizardValues> }>;

export const STEP_COUNT = WIZARD_STEPS.length;

/** 1-based step that holds the field, for jumping to the first error. */
export function stepOfField(name: string): number {
  const root = name.split(".")[0]!;
  const index = WIZARD_STEPS.findIndex((s) => (s.fields as readonly string[]).includes(root));
  return index === -1 ? STEP_COUNT : index + 1;
}

export const EMPTY_VALUES: WizardValues = {
  title: "",
  description: "",
  budget: "",
  location: "",
  requirements: "",
  status: "draft",
  imageUrl: "",
  startDate: "",
  endDate: "",
  deadline: "",
  tags: [],
  roles: [],
  conditions: { paymentTiming: "", schedule: "" },
};

/** Form values of a stored project; the switch starts on when the project is already public. */
export function toWizardValues(project?: ProjectDetail | null): WizardValues {
  if (!project) return EMPTY_VALUES;
  return {
    title: project.title ?? "",
    description: project.description ?? "",
    budget: project.budget ?? "",
    location: project.location ?? "",
    requirements: project.requirements ?? "",
    // The form knows only draft and published; a running project keeps its status on the server.
    status: project.status === "draft" ? "draft" : "published",
    imageUrl: project.imageUrl ?? "",
    startDate: project.startDate ?? "",
    endDate: project.endDate ?? "",
    deadline: project.deadline ?? "",
    tags: project.tags.map((t) => t.name),
    roles: project.roles.map((r) => ({
      id: r.id,
      name: r.name,
      category: r.category,
      headcount: r.headcount,
      fee: r.fee,
      description: r.description ?? "",
      requiredMedia: r.requiredMedia,
    })),
    conditions: { paymentTiming: "", schedule: "", ...project.conditions },
  };
}

/**
 * The "today" the date rules compare with. When editing, stored dates that already lie in the past
 * must not block the save (the server exempts unchanged dates the same way), so the earliest stored
 * date lowers the bound; the server still rejects a newly chosen past date.
 */
export function ruleToday(project?: ProjectDetail | null): string {
  const today = todayInKorea();
  if (!project) return today;
  const kept = [project.startDate, project.endDate, project.deadline].filter((d): d is string => !!d);
  return [today, ...kept].sort()[0]!;
}

/** Whether the draft/published switch may change, and why not. */
export function statusSwitchLock(project?: ProjectDetail | null): string | null {
  if (!project) return null;
  if (project.status !== "draft" && project.status !== "published") {
    return "진행 중이거나 종료된 프로젝트의 상태는 프로젝트 관리에서 변경할 수 있습니다.";
  }
  if (project.status === "published" && project.applicationCount > 0) {
    return "지원자가 있는 프로젝트는 임시저장으로 되돌릴 수 없습니다.";
  }
  return null;
}
