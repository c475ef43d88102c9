import { useState } from "react";
import { FileX2 } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { useRequestTermination } from "../api/request-termination";

/** '해지 요청': either party asks to end a contract both signed; it ends only if the other party accepts. */
export function TerminationRequestDialog({ contractId, otherName }: { contractId: number; otherName: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const request = useRequestTermination();
  const submit = () => {
    if (!reason.trim()) return setError("해지 사유를 입력해주세요.");
    request.mutate(
      { id: contractId, reason: reason.trim() },
      {
        onSuccess: () => {
          setOpen(false);
          setReason("");
          toast.success("해지를 요청했습니다", { description: `${otherName}님이 수락하면 계약이 해지됩니다.` });
        },
        onError: (err) => setError(errorMessage(err, "해지를 요청하지 못했습니다.")),
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full sm:w-auto">
          <FileX2 aria-hidden="true" />
          해지 요청
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>계약 해지를 요청하시겠습니까?</DialogTitle>
          <DialogDescription>
            양측이 서명한 계약은 한쪽이 혼자 해지할 수 없습니다. {otherName}님이 요청을 수락해야 해지되며, 서명된 계약서 PDF는 해지 후에도 그대로 보관됩니다.
          </DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-2"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Label htmlFor="termination-reason">해지 사유</Label>
          <Textarea
            id="termination-reason"
            rows={4}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
            placeholder="예: 공연이 취소되어 계약을 이어가기 어렵습니다."
            aria-invalid={!!error}
            aria-describedby={error ? "termination-reason-error" : undefined}
          />
          <DialogFormFooter
            errorId="termination-reason-error"
            error={error}
            pending={request.isPending}
            onCancel={() => setOpen(false)}
            submitLabel="해지 요청 보내기"
            submitVariant="destructive"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
