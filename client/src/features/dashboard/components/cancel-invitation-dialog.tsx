import { useId } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { MESSAGE_MAX } from "@shared/constants";
import { cancelInvitationSchema, type CancelInvitationInput } from "@shared/validators/invitations";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useCancelInvitation } from "@/features/invitations/api/cancel-invitation";
import { useUnauthorizedHandler } from "@/features/auth/exports";
import { errorMessage } from "@/lib/api-client";

export interface CancelTarget {
  id: number;
  artistName: string;
  projectTitle: string;
}

/** Spec: the producer cancels a pending invitation, with a reason. */
export function CancelInvitationDialog({ target, onClose }: { target: CancelTarget | null; onClose: () => void }) {
  return (
    <Dialog open={!!target} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>{target && <CancelForm key={target.id} target={target} onClose={onClose} />}</DialogContent>
    </Dialog>
  );
}

function CancelForm({ target, onClose }: { target: CancelTarget; onClose: () => void }) {
  const id = useId();
  const cancel = useCancelInvitation();
  const handleUnauthorized = useUnauthorizedHandler();
  const form = useForm<CancelInvitationInput>({ resolver: zodResolver(cancelInvitationSchema), defaultValues: { reason: "" } });
  const error = form.formState.errors.reason?.message;
  const length = (form.watch("reason") ?? "").length;

  const onSubmit = form.handleSubmit(({ reason }) =>
    cancel.mutate(
      { id: target.id, reason },
      {
        onSuccess: () => {
          toast.success("초대 취소 완료", { description: `${target.artistName}님에게 보낸 초대를 취소했습니다.` });
          onClose();
        },
        onError: (err) => {
          if (handleUnauthorized(err)) return;
          toast.error("초대 취소 실패", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") });
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <DialogHeader>
        <DialogTitle>초대를 취소하시겠습니까?</DialogTitle>
        <DialogDescription>
          ‘{target.projectTitle}’ 프로젝트에 {target.artistName}님을 초대한 것을 취소합니다. 취소 사유는 아티스트에게 전달됩니다.
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-reason`}>
          취소 사유<span className="text-destructive"> *</span>
        </Label>
        <Textarea
          id={`${id}-reason`}
          rows={4}
          maxLength={MESSAGE_MAX}
          placeholder="취소 사유를 입력해주세요."
          aria-invalid={!!error}
          aria-describedby={`${id}-hint`}
          autoFocus
          {...form.register("reason")}
        />
        <div id={`${id}-hint`} className="flex items-start justify-between gap-3 text-xs">
          <span className="font-medium text-destructive">{error}</span>
          <span className="ml-auto shrink-0 text-muted-foreground tabular-nums">
            {length}/{MESSAGE_MAX}
          </span>
        </div>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={cancel.isPending}>
          돌아가기
        </Button>
        <Button type="submit" variant="destructive" disabled={cancel.isPending}>
          {cancel.isPending && <Spinner />}
          초대 취소
        </Button>
      </DialogFooter>
    </form>
  );
}
