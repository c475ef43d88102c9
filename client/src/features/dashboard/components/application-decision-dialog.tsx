import { useId } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { applicationStatusSchema } from "@shared/validators/applications";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";

export interface Decision {
  applicationId: number;
  status: "accepted" | "rejected";
  artistName: string;
  projectTitle: string;
}

type DecisionForm = z.input<typeof applicationStatusSchema>;

/** Spec: accepting asks confirmation with an optional reason; rejecting asks confirmation with a mandatory one. */
export function ApplicationDecisionDialog({
  decision,
  pending,
  onClose,
  onConfirm,
}: {
  decision: Decision | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: (decision: Decision, reason: string | null) => void;
}) {
  return (
    <Dialog open={!!decision} onOpenChange={(o) => !o && !pending && onClose()}>
      <DialogContent>
        {decision && (
          <DecisionFormBody
            key={`${decision.applicationId}-${decision.status}`}
            decision={decision}
            pending={pending}
            onClose={onClose}
            onConfirm={onConfirm}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function DecisionFormBody({
  decision,
  pending,
  onClose,
  onConfirm,
}: {
  decision: Decision;
  pending: boolean;
  onClose: () => void;
  onConfirm: (d: Decision, reason: string | null) => void;
}) {
  const id = useId();
  const accept = decision.status === "accepted";
  const form = useForm<DecisionForm>({
    resolver: zodResolver(applicationStatusSchema),
    defaultValues: { status: decision.status, reason: "" },
  });
  const error = form.formState.errors.reason?.message;
  const onSubmit = form.handleSubmit((v) => onConfirm(decision, v.reason?.trim() || null));

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <DialogHeader>
        <DialogTitle>{accept ? "지원자를 승인하시겠습니까?" : "지원자를 거절하시겠습니까?"}</DialogTitle>
        <DialogDescription>
          ‘{decision.projectTitle}’에 지원한 {decision.artistName}님을{" "}
          {accept ? "승인합니다. 아티스트에게 결과 알림이 전송됩니다." : "거절합니다. 거절 사유는 아티스트에게 전달됩니다."}
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-reason`}>
          {accept ? "승인 메시지 (선택)" : "거절 사유"}
          {!accept && <span className="text-destructive"> *</span>}
        </Label>
        <Textarea
          id={`${id}-reason`}
          rows={4}
          maxLength={1000}
          placeholder={accept ? "함께하게 되어 기쁩니다. 일정은 메시지로 안내드리겠습니다." : "거절 사유를 입력해주세요."}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          autoFocus
          {...form.register("reason")}
        />
        {error && (
          <p id={`${id}-error`} className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
          취소
        </Button>
        <Button type="submit" variant={accept ? "default" : "destructive"} disabled={pending}>
          {pending && <Spinner />}
          {accept ? "승인하기" : "거절하기"}
        </Button>
      </DialogFooter>
    </form>
  );
}
