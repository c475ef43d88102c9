import { useId } from "react";
import { AlertCircle } from "lucide-react";
import { useFormContext } from "react-hook-form";
import type { ProjectFields, ProjectFormInput } from "@shared/validators/projects";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/cn";
import { formatBudget, formatDate } from "@/lib/format";
import { RequiredMark } from "./required-mark";
import { stepOfField, WIZARD_STEPS } from "./wizard-form";

const fieldLabels: Record<string, string> = {
  title: "제목",
  tags: "분야 태그",
  description: "프로젝트 소개",
  imageUrl: "대표 이미지",
  location: "지역",
  startDate: "시작일",
  endDate: "종료일",
  deadline: "지원 마감일",
  budget: "예산",
  requirements: "지원 자격 및 요구사항",
  status: "공개 설정",
};

export interface StepPublishProps {
  /** Why the switch cannot move, or null. */
  lockReason: string | null;
  onGoToStep: (step: number) => void;
}

export function StepPublish({ lockReason, onGoToStep }: StepPublishProps) {
  const form = useFormContext<ProjectFormInput, unknown, ProjectFields>();
  const switchId = useId();
  const hintId = useId();
  const v = form.watch();
  const published = v.status === "published";
  const errors = Object.entries(form.formState.errors)
    .filter(([, e]) => !!e?.message)
    .map(([name, e]) => ({ name, message: String(e!.message) }));

  const setPublished = (on: boolean) => {
    form.setValue("status", on ? "published" : "draft", { shouldDirty: true, shouldValidate: true });
    // Publishing makes tags, region and deadline required: show what is missing (or clear it).
    void form.trigger(["tags", "location", "deadline"]);
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 rounded-lg border p-4">
        <div className="flex items-center justify-between gap-4">
          <div className="flex flex-col gap-1">
            <label htmlFor={switchId} className="text-sm font-medium">
              공개 상태
              <RequiredMark />
            </label>
            <p id={hintId} className="text-sm text-muted-foreground">
              {published ? "저장하면 바로 공개되어 아티스트가 지원할 수 있습니다." : "임시저장한 프로젝트는 나만 볼 수 있습니다."}
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-2 text-sm">
            <span className={cn(!published ? "font-semibold text-foreground" : "text-muted-foreground")} aria-hidden="true">
              임시저장
            </span>
            <Switch id={switchId} checked={published} onCheckedChange={setPublished} disabled={!!lockReason} aria-describedby={hintId} />
            <span className={cn(published ? "font-semibold text-primary" : "text-muted-foreground")} aria-hidden="true">
              공개
            </span>
          </div>
        </div>
        {lockReason && <p className="text-xs text-muted-foreground">{lockReason}</p>}
      </div>

      {errors.length > 0 && (
        <div role="alert" className="flex flex-col gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm">
          <p className="flex items-center gap-2 font-medium text-destructive">
            <AlertCircle className="size-4" aria-hidden="true" />
            {published ? "공개하려면 다음 항목을 확인해주세요" : "다음 항목을 확인해주세요"}
          </p>
          <ul className="flex flex-col gap-1">
            {errors.map((e) => {
              const step = stepOfField(e.name);
              return (
                <li key={e.name} className="flex flex-col items-start gap-0.5 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
                  <span>
                    <span className="font-medium">{fieldLabels[e.name] ?? e.name}</span>: {e.message}
                  </span>
                  <Button variant="link" size="sm" className="h-auto p-0" onClick={() => onGoToStep(step)}>
                    {step}단계 {WIZARD_STEPS[step - 1]!.title} 수정
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
      )}

      <section aria-labelledby={`${switchId}-summary`} className="flex flex-col gap-3">
        <h3 id={`${switchId}-summary`} className="text-sm font-semibold">
          입력 내용 요약
        </h3>
        <dl className="grid gap-x-4 gap-y-2 rounded-lg bg-muted/50 p-4 text-sm sm:grid-cols-[8rem_1fr]">
          <SummaryRow label="제목" value={v.title?.trim() || "입력되지 않음"} muted={!v.title?.trim()} />
          <SummaryRow label="분야 태그" value={v.tags?.length ? v.tags.map((t) => `#${t}`).join(" ") : "없음"} muted={!v.tags?.length} />
          <SummaryRow label="대표 이미지" value={v.imageUrl ? "등록됨" : "없음"} muted={!v.imageUrl} />
          <SummaryRow label="지역" value={v.location || "선택되지 않음"} muted={!v.location} />
          <SummaryRow
            label="기간"
            value={v.startDate || v.endDate ? `${formatDate(v.startDate, "long", "미정")} ~ ${formatDate(v.endDate, "long", "미정")}` : "미정"}
          />
          <SummaryRow label="지원 마감일" value={formatDate(v.deadline, "long", "마감일 미정")} muted={!v.deadline} />
          <SummaryRow label="예산" value={formatBudget(v.budget)} />
          <SummaryRow label="요구사항" value={v.requirements?.trim() ? `${v.requirements.trim().length}자 입력됨` : "없음"} muted={!v.requirements?.trim()} />
        </dl>
      </section>
    </div>
  );
}

function SummaryRow({ label, value, muted }: { label: string; value: string; muted?: boolean }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={cn("min-w-0 break-words", muted ? "text-muted-foreground" : "font-medium")}>{value}</dd>
    </>
  );
}
