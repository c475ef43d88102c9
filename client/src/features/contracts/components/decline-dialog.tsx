import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { useDeclineContract } from "../api/decline-contract";

/** Declining needs a reason; it goes back to the other party (the producer, when the artist declines). */
export function DeclineDialog({ contractId, role }: { contractId: number; role: "artist" | "producer" }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const decline = useDeclineContract();
  const submit = () => {
    if (!reason.trim()) return setError("거절 사유를 입력해주세요.");
    decline.mutate(
      { id: contractId, reason: reason.trim() },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success("계약서를 거절했습니다", { description: role === "artist" ? "사유가 제작자에게 전달되었습니다." : "예술인에게 알렸습니다." });
        },
        onError: (err) => setError(errorMessage(err, "거절하지 못했습니다.")),
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full sm:w-auto">
          {role === "artist" ? "거절하기" : "계약 철회"}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>계약서를 거절하시겠습니까?</DialogTitle>
          <DialogDescription>사유는 상대방에게 알림과 메일, 메시지로 전달됩니다. 제작자가 내용을 고쳐 다시 보낼 수 있습니다.</DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-2"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Label htmlFor="decline-reason">거절 사유</Label>
          <Textarea
            id="decline-reason"
            rows={4}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
            placeholder="예: 보수 지급일을 공연 종료 후 7일 이내로 바꿔주세요."
            aria-invalid={!!error}
            aria-describedby={error ? "decline-reason-error" : undefined}
          />
          <DialogFormFooter
            errorId="decline-reason-error"
            error={error}
            pending={decline.isPending}
            onCancel={() => setOpen(false)}
            submitLabel="거절하기"
            submitVariant="destructive"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
