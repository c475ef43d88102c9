import { useState } from "react";
import { toast } from "sonner";
import type { PaymentMilestone } from "@shared/api-types";
import { formatWon } from "@shared/payments";
import { todayInKorea } from "@shared/dates";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { DialogForm } from "@/components/ui/dialog-form-footer";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api-client";
import { useMarkPaid } from "../api/mark-paid";

/** The producer records a transfer: the day, the amount sent (the net, after withholding), a note. */
export function MarkPaidDialog({ m }: { m: PaymentMilestone }) {
  const [open, setOpen] = useState(false);
  const [paidOn, setPaidOn] = useState(todayInKorea());
  const [amount, setAmount] = useState(String(m.net));
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const mark = useMarkPaid();
  const submit = () => {
    const won = Number(amount.replace(/[^\d]/g, ""));
    if (!Number.isSafeInteger(won) || won < 1) return setError("지급액(원)을 1원 이상의 정수로 입력해주세요.");
    mark.mutate(
      { id: m.id, paidOn, amount: won, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success("지급 완료를 기록했습니다", { description: "예술인에게 수령 확인을 요청했습니다." });
        },
        onError: (e) => setError(errorMessage(e, "기록하지 못했습니다.")),
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">지급 완료 기록</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.label} 지급 완료 기록</DialogTitle>
          <DialogDescription>
            계좌이체로 지급했다면 기록해주세요. 원천징수 후 실지급액은 {formatWon(m.net)}입니다 (총액 {formatWon(m.amount)}, 원천징수 {formatWon(m.withheld)}).
          </DialogDescription>
        </DialogHeader>
        <DialogForm
          className="grid gap-3"
          onSubmit={submit}
          errorId={`paid-error-${m.id}`}
          error={error}
          pending={mark.isPending}
          onCancel={() => setOpen(false)}
          submitLabel="기록하기"
        >
          <div className="grid gap-1.5">
            <Label htmlFor={`paid-on-${m.id}`}>지급일</Label>
            <Input id={`paid-on-${m.id}`} type="date" value={paidOn} onChange={(e) => setPaidOn(e.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`paid-amount-${m.id}`}>지급액(원)</Label>
            <Input id={`paid-amount-${m.id}`} inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`paid-note-${m.id}`}>메모 (선택)</Label>
            <Input id={`paid-note-${m.id}`} value={note} onChange={(e) => setNote(e.target.value)} placeholder="예: 국민은행 이체" maxLength={500} />
          </div>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
