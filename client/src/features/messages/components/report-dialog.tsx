import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { useCreateReport } from "../api/create-report";

const REASON_MAX = 500;

/** Reports a user (or one message) to the moderators. */
export function ReportDialog({
  open,
  onOpenChange,
  kind,
  targetId,
  targetName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: "user" | "message";
  targetId: string;
  targetName: string;
}) {
  const id = useId();
  const [reason, setReason] = useState("");
  const report = useCreateReport();
  const close = (next: boolean) => {
    if (!next) setReason("");
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason.trim()) return;
            report.mutate(
              { kind, targetId, reason: reason.trim() },
              {
                onSuccess: () => {
                  toast.success("신고 접수 완료", { description: "운영팀이 검토 후 조치하겠습니다." });
                  close(false);
                },
                onError: (err) => toast.error("신고 실패", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") }),
              },
            );
          }}
        >
          <DialogHeader>
            <DialogTitle>{kind === "user" ? "사용자 신고" : "메시지 신고"}</DialogTitle>
            <DialogDescription>{targetName}님을 신고하는 사유를 알려주세요. 신고 내용은 운영팀만 볼 수 있습니다.</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-2">
            <Label htmlFor={id}>신고 사유</Label>
            <Textarea
              id={id}
              rows={4}
              maxLength={REASON_MAX}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder="예: 스팸, 욕설, 부적절한 제안"
            />
            <p className="text-right text-xs text-muted-foreground tabular-nums">
              {reason.length}/{REASON_MAX}
            </p>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={report.isPending}>
              취소
            </Button>
            <Button type="submit" variant="destructive" disabled={!reason.trim() || report.isPending}>
              {report.isPending && <Spinner />}
              신고하기
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
