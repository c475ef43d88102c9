import { useId, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import type { ProjectRole, ViewerApplication } from "@shared/api-types";
import { mediaForRequirement, requiredMediaLabel, type ApplicationMedia } from "@shared/casting";
import { COVER_LETTER_MAX, COVER_LETTER_MIN } from "@shared/constants";
import { coverLetterSchema } from "@shared/validators/applications";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useCreateApplication } from "@/features/applications/api/create-application";
import { useUpdateApplication } from "@/features/applications/api/update-application";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useUnauthorizedHandler } from "@/features/auth/exports";
import { RoleSummaryRow } from "../casting/project-casting";
import { MediaEditor } from "../casting/media-editor";

export interface ApplicationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId: number;
  projectTitle: string;
  /** A pending application to edit; without it the dialog applies. */
  application?: ViewerApplication | null;
  /** The role applied for (issue 26); its required material must be attached. */
  role?: ProjectRole | null;
  /** Refreshes the page after a change. */
  onSaved: () => void;
}

type CoverLetterForm = z.infer<typeof coverLetterSchema>;

/** Spec: the application modal holds the cover letter (50-1000 characters); submit is disabled while empty. */
export function ApplicationDialog({ open, onOpenChange, ...props }: ApplicationDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <ApplicationForm {...props} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ApplicationForm({
  projectId,
  projectTitle,
  application,
  role,
  onSaved,
  onClose,
}: Omit<ApplicationDialogProps, "open" | "onOpenChange"> & { onClose: () => void }) {
  const id = useId();
  const [media, setMedia] = useState<ApplicationMedia[]>([]);
  const [uploading, setUploading] = useState(false);
  const missing = missingMaterial(application, role, media);
  const editing = !!application;
  const handleUnauthorized = useUnauthorizedHandler();
  const create = useCreateApplication();
  const update = useUpdateApplication();
  const pending = create.isPending || update.isPending;
  const form = useForm<CoverLetterForm>({
    resolver: zodResolver(coverLetterSchema),
    mode: "onChange",
    defaultValues: { coverLetter: application?.coverLetter ?? "" },
  });
  const coverLetter = form.watch("coverLetter") ?? "";
  const error = form.formState.errors.coverLetter?.message;
  const length = coverLetter.length;

  const onSubmit = form.handleSubmit(({ coverLetter: text }) => {
    const onError = (err: Error) => {
      if (handleUnauthorized(err)) return;
      toast.error(editing ? "수정 실패" : "지원 실패", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") });
    };
    if (editing) {
      update.mutate(
        { id: application.id, coverLetter: text },
        {
          onSuccess: () => {
            toast.success("지원서 수정 완료", { description: "자기소개서가 수정되었습니다." });
            onSaved();
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(
        { projectId, roleId: role?.id ?? null, coverLetter: text, media },
        {
          onSuccess: () => {
            toast.success("지원 완료", { description: "제작자가 검토한 뒤 결과를 알려드립니다." });
            onSaved();
            onClose();
          },
          onError,
        },
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <DialogHeader>
        <DialogTitle>{editing ? "지원서 수정" : role ? `${role.name} 지원` : "프로젝트 지원"}</DialogTitle>
        <DialogDescription>‘{projectTitle}’ 프로젝트에 보낼 자기소개서를 작성해주세요.</DialogDescription>
      </DialogHeader>
      {role && !editing && (
        <div className="rounded-md bg-muted/50 p-3">
          <RoleSummaryRow role={role} />
        </div>
      )}

      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-cover`}>
          자기소개서 <span className="font-normal text-muted-foreground">({COVER_LETTER_MIN}자 이상)</span>
        </Label>
        <Textarea
          id={`${id}-cover`}
          rows={10}
          maxLength={COVER_LETTER_MAX}
          className="min-h-52"
          placeholder="작업 경험, 이 프로젝트에 관심을 갖게 된 이유, 기여할 수 있는 점을 소개해주세요."
          aria-invalid={!!error}
          aria-describedby={`${id}-cover-hint`}
          {...form.register("coverLetter")}
        />
        <div id={`${id}-cover-hint`} className="flex items-start justify-between gap-3 text-xs">
          <span className="font-medium text-destructive" aria-live="polite">
            {error}
          </span>
          <span className={cn("ml-auto shrink-0 tabular-nums", length > COVER_LETTER_MAX ? "text-destructive" : "text-muted-foreground")}>
            {length}/{COVER_LETTER_MAX}
          </span>
        </div>
      </div>

      {!editing && (
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium">
            영상·음원·사진·링크{" "}
            {role && role.requiredMedia.length > 0 && (
              <span className="font-normal text-muted-foreground">(필수: {role.requiredMedia.map((m) => requiredMediaLabel[m]).join(", ")})</span>
            )}
          </legend>
          <MediaEditor value={media} onChange={setMedia} onUploadingChange={setUploading} />
          {missing.length > 0 && <p className="text-sm text-muted-foreground">아직 빠진 필수 자료: {missing.join(", ")}</p>}
        </fieldset>
      )}

      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={pending}>
          취소
        </Button>
        <Button type="submit" disabled={pending || uploading || !coverLetter.trim() || missing.length > 0}>
          {pending && <Spinner />}
          {editing ? "수정하기" : "지원하기"}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The role's required material not attached yet, by name (none while editing a cover letter). */
function missingMaterial(application: ViewerApplication | null | undefined, role: ProjectRole | null | undefined, media: ApplicationMedia[]): string[] {
  if (application || !role) return [];
  const kinds = new Set(media.map((m) => m.kind));
  return role.requiredMedia.filter((r) => !kinds.has(mediaForRequirement[r])).map((r) => requiredMediaLabel[r]);
}
