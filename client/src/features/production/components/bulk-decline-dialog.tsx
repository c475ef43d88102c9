import { useState } from "react";
import { toast } from "sonner";
import { BULK_REASON_MAX } from "@shared/validators/production";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { useBulkDecline } from "../api/bulk-decline";

/** Declines the selected pending applicants with one message, in batches of 500, with a progress bar. */
export function BulkDeclineDialog({
  open,
  onOpenChange,
  projectId,
  ids,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId: number;
  ids: number[];
  onDone: () => void;
}) {
  const [reason, setReason] = useState("");
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const decline = useBulkDecline(projectId);
  const submit = () =>
    decline.mutate(
      { ids, reason: reason.trim(), onProgress: (done, total) => setProgress({ done, total }) },
      {
        onSuccess: ({ declined }) => {
          toast.success(`${declined}명에게 거절 메시지를 보냈습니다`);
          setReason("");
          setProgress(null);
          onDone();
          onOpenChange(false);
        },
        onError: (err) => toast.error("거절하지 못했습니다", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") }),
      },
    );
  return (
    <Dialog open={open} onOpenChange={(o) => !decline.isPending && onOpenChange(o)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{ids.length}명 거절</DialogTitle>
          <DialogDescription>각 지원자에게 알림과 메일로 같은 메시지가 전달됩니다.</DialogDescription>
        </DialogHeader>
        <label className="block space-y-1 text-sm">
          <span className="font-medium">거절 메시지</span>
          <Textarea
            value={reason}
            maxLength={BULK_REASON_MAX}
            rows={4}
            onChange={(e) => setReason(e.target.value)}
            placeholder="지원해주셔서 감사합니다. 아쉽게도 이번 작품에서는 함께하기 어렵게 되었습니다."
          />
        </label>
        {progress && (
          <div className="space-y-1" aria-live="polite">
            <Progress value={(progress.done / progress.total) * 100} aria-label="거절 진행률" />
            <p className="text-xs text-muted-foreground">
              {progress.done} / {progress.total}
            </p>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={decline.isPending}>
            닫기
          </Button>
          <Button variant="destructive" onClick={submit} disabled={!reason.trim() || !ids.length || decline.isPending}>
            {decline.isPending ? "보내는 중…" : "거절 보내기"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
