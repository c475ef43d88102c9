import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useForm, type FieldErrors } from "react-hook-form";
import { toast } from "sonner";
import { useLocation } from "wouter";
import type { ProjectDetail } from "@shared/api-types";
import { projectFields, projectFormSchema, type ProjectFields, type ProjectFormInput } from "@shared/validators/projects";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useCreateProject } from "../../api/create-project";
import { useUpdateProject } from "../../api/update-project";
import { useAuth, useUnauthorizedHandler } from "@/features/auth/exports";
import { postingNoun } from "@shared/labels";
import { ProjectPreview } from "./project-preview";
import { StepBasicInfo } from "./step-basic-info";
import { StepPublish } from "./step-publish";
import { StepRequirements } from "./step-requirements";
import { StepSchedule } from "./step-schedule";
import { ruleToday, statusSwitchLock, STEP_COUNT, stepOfField, toWizardValues, WIZARD_STEPS } from "./wizard-form";

export interface ProjectWizardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The project to edit; without it the wizard creates a new one. */
  project?: ProjectDetail;
}

/**
 * Spec: the 4-step project creation and edit modal. A full-screen sheet on phones, a wide dialog with
 * a live preview beside the form from lg up. The form state lives inside the content, so every
 * opening starts fresh from the project (or empty).
 */
export function ProjectWizardDialog({ open, onOpenChange, project }: ProjectWizardDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        hideClose
        // A stray click beside a long form must not throw it away; Esc and 취소 still close.
        onInteractOutside={(e) => e.preventDefault()}
        // Focus the step heading rather than the first field: Radix would select the whole title when editing.
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          document.querySelector<HTMLElement>("[data-wizard-step-heading]")?.focus();
        }}
        className={cn(
          "flex flex-col gap-0 overflow-hidden p-0 sm:p-0",
          // Phones: the whole screen.
          "inset-0 top-0 left-0 h-dvh max-h-dvh w-full max-w-none translate-x-0 translate-y-0 rounded-none border-0",
          // From sm up: a centred dialog, wider on desktop where the preview joins.
          "sm:inset-auto sm:top-1/2 sm:left-1/2 sm:h-[min(52rem,calc(100dvh-2rem))] sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-lg sm:border lg:max-w-5xl",
        )}
      >
        <ProjectWizard project={project} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

const FORM_FIELDS = Object.keys(projectFields.shape) as Array<keyof ProjectFormInput>;

function firstErrorStep(errors: FieldErrors<ProjectFormInput>): number | null {
  const steps = Object.keys(errors).map(stepOfField);
  return steps.length ? Math.min(...steps) : null;
}

function ProjectWizard({ project, onClose }: { project?: ProjectDetail; onClose: () => void }) {
  const isEdit = !!project;
  const [, navigate] = useLocation();
  const handleUnauthorized = useUnauthorizedHandler();
  const createProject = useCreateProject();
  const updateProject = useUpdateProject();
  const saving = createProject.isPending || updateProject.isPending;
  const [step, setStep] = useState(1);
  const [uploading, setUploading] = useState(false);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  const schema = useMemo(() => projectFormSchema(ruleToday(project)), [project]);
  const form = useForm<ProjectFormInput, unknown, ProjectFields>({
    resolver: zodResolver(schema),
    mode: "onChange",
    defaultValues: toWizardValues(project),
  });
  const values = form.watch();
  const publishing = values.status === "published";
  const lockReason = statusSwitchLock(project);

  // Each step change scrolls the form to its top and moves focus to the step's heading.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    bodyRef.current?.scrollTo({ top: 0 });
    stepHeadingRef.current?.focus();
  }, [step]);

  const goTo = useCallback((next: number) => setStep(Math.min(STEP_COUNT, Math.max(1, next))), []);

  const next = async () => {
    const fields = [...WIZARD_STEPS[step - 1]!.fields];
    const valid = await form.trigger(fields, { shouldFocus: true });
    if (valid) goTo(step + 1);
  };

  const onValid = async (payload: ProjectFields) => {
    if (uploading) {
      toast.error("이미지 업로드가 끝난 뒤 저장해주세요.");
      return;
    }
    try {
      const saved = isEdit ? await updateProject.mutateAsync({ id: project.id, payload }) : await createProject.mutateAsync(payload);
      if (isEdit) toast.success("전시 수정 완료", { description: "전시 정보가 성공적으로 수정되었습니다." });
      else toast.success("전시 등록 완료", { description: "새로운 전시가 성공적으로 등록되었습니다." });
      onClose();
      if (saved?.id == null) {
        // Spec: without an id there is nowhere to go; keep the user where they are.
        console.error("저장된 프로젝트 응답에 id가 없습니다.", saved);
        return;
      }
      navigate(`/projects/${saved.id}`);
    } catch (err) {
      if (handleUnauthorized(err)) {
        onClose();
        return;
      }
      const fieldErrors = err instanceof ApiRequestError ? err.body?.fieldErrors : undefined;
      if (fieldErrors && typeof fieldErrors === "object") {
        const mapped: string[] = [];
        for (const [name, messages] of Object.entries(fieldErrors)) {
          if ((FORM_FIELDS as string[]).includes(name.split(".")[0]!) && Array.isArray(messages) && messages[0]) {
            form.setError(name as keyof ProjectFormInput, { type: "server", message: messages[0] });
            mapped.push(name);
          }
        }
        if (mapped.length) goTo(Math.min(...mapped.map(stepOfField)));
      }
      toast.error(isEdit ? "전시 수정 실패" : "전시 등록 실패", {
        description: errorMessage(err, "잠시 후 다시 시도해주세요."),
      });
    }
  };

  const onInvalid = (errors: FieldErrors<ProjectFormInput>) => {
    const target = firstErrorStep(errors);
    if (target && target !== step) goTo(target);
    const first = Object.values(errors).find((e) => e?.message)?.message;
    toast.error("입력 내용을 확인해주세요", first ? { description: String(first) } : undefined);
  };

  // Enter in a one-line field must not submit the whole wizard from the middle of a step.
  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    const target = e.target as HTMLElement;
    if (e.key === "Enter" && target instanceof HTMLInputElement) e.preventDefault();
  };

  const current = WIZARD_STEPS[step - 1]!;
  // The producer's field names what they post (issue 31): 전시 for exhibitions, 프로젝트 for film, stage, music...
  const noun = postingNoun(useAuth().user?.discipline);
  const submitLabel = publishing ? "프로젝트 공개" : "임시저장";

  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        onKeyDown={onKeyDown}
        noValidate
        aria-label={isEdit ? `${noun} 정보 수정` : `새 ${noun} 등록`}
        className="flex min-h-0 flex-1 flex-col"
      >
        <DialogHeader className="gap-3 border-b px-4 pt-4 pb-4 pr-4 sm:px-6 sm:pt-5">
          <div className="flex items-baseline justify-between gap-3">
            <DialogTitle>{isEdit ? `${noun} 정보 수정` : `새 ${noun} 등록`}</DialogTitle>
            <span className="shrink-0 text-sm font-medium text-muted-foreground tabular-nums" aria-live="polite">
              단계 {step} / {STEP_COUNT}
            </span>
          </div>
          <Progress value={(step / STEP_COUNT) * 100} aria-label={`진행 단계 ${step} / ${STEP_COUNT}`} />
          <ol className="hidden grid-cols-4 gap-2 text-xs sm:grid" aria-label="단계">
            {WIZARD_STEPS.map((s, i) => (
              <li
                key={s.title}
                aria-current={i + 1 === step ? "step" : undefined}
                className={cn("truncate", i + 1 === step ? "font-semibold text-primary" : i + 1 < step ? "text-foreground" : "text-muted-foreground")}
              >
                {i + 1}. {s.title}
              </li>
            ))}
          </ol>
          <DialogDescription className="sr-only">
            {STEP_COUNT}단계에 걸쳐 {noun} 정보를 입력합니다. 별표(*) 항목은 공개할 때 필수입니다.
          </DialogDescription>
        </DialogHeader>

        <div className="flex min-h-0 flex-1">
          <div ref={bodyRef} className="min-h-0 flex-1 overflow-y-auto px-4 py-5 sm:px-6">
            <h3 ref={stepHeadingRef} tabIndex={-1} data-wizard-step-heading className="text-base font-semibold outline-none">
              {current.title}
            </h3>
            <p className="mt-1 mb-5 text-sm text-muted-foreground">{current.description}</p>
            {/* Steps stay mounted so an upload in progress survives moving between steps. */}
            <div hidden={step !== 1}>
              <StepBasicInfo onUploadingChange={setUploading} />
            </div>
            <div hidden={step !== 2}>
              <StepSchedule />
            </div>
            <div hidden={step !== 3}>
              <StepRequirements />
            </div>
            <div hidden={step !== 4}>
              <StepPublish lockReason={lockReason} onGoToStep={goTo} />
            </div>
          </div>
          {/* Focusable: with roles the preview outgrows the dialog, and a keyboard must scroll it too (axe scrollable-region-focusable). */}
          <aside
            aria-label="미리보기"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region is focusable so that keys scroll it
            tabIndex={0}
            className="hidden w-80 shrink-0 overflow-y-auto border-l bg-muted/30 p-5 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset lg:block"
          >
            <div className="sticky top-0 flex flex-col gap-3">
              <p className="text-xs font-semibold tracking-wide text-muted-foreground">미리보기</p>
              <ProjectPreview
                title={values.title ?? ""}
                description={values.description ?? ""}
                tags={values.tags ?? []}
                imageUrl={values.imageUrl ?? ""}
                budget={values.budget ?? ""}
                location={values.location ?? ""}
                startDate={values.startDate ?? ""}
                endDate={values.endDate ?? ""}
                deadline={values.deadline ?? ""}
                roles={values.roles ?? []}
                conditions={values.conditions ?? null}
                status={project && project.status !== "draft" && project.status !== "published" ? project.status : (values.status ?? "draft")}
              />
            </div>
          </aside>
        </div>

        <div className="flex flex-col gap-2 border-t bg-background px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <div className="grid grid-cols-2 gap-2 sm:flex">
            <Button variant="outline" onClick={() => goTo(step - 1)} disabled={step === 1 || saving}>
              <ChevronLeft aria-hidden="true" />
              이전
            </Button>
            <Button variant="outline" onClick={next} disabled={step === STEP_COUNT || saving}>
              다음
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
          <div className="grid grid-cols-2 gap-2 sm:flex">
            <Button variant="ghost" onClick={onClose} disabled={saving}>
              취소
            </Button>
            <Button type="submit" disabled={saving || uploading}>
              {saving && <Spinner />}
              {saving ? "저장 중..." : submitLabel}
            </Button>
          </div>
        </div>
      </form>
    </Form>
  );
}
