import { useState } from "react";
import { toast } from "sonner";
import type { PaymentMilestone } from "@shared/api-types";
import { formatWon } from "@shared/payments";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { usePartialRefund } from "../api/partial-refund";

/**
 * The artist carries out a partial refund both agreed on (decision 039): part of the held money goes back
 * to the producer through the provider; the rest stays held for the work.
 */
export function PartialRefundDialog({ m }: { m: PaymentMilestone }) {
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const refund = usePartialRefund();
  const submit = () => {
    const won = Number(amount.replace(/[^\d]/g, ""));
    if (!Number.isSafeInteger(won) || won < 1) return setError("환불할 금액(원)을 1원 이상의 정수로 입력해주세요.");
    if (won > m.held) return setError(`환불 금액이 보관 중인 금액(${formatWon(m.held)})보다 많습니다.`);
    if (reason.trim().length < 5) return setError("합의한 환불 사유를 5자 이상 적어주세요.");
    refund.mutate(
      { id: m.id, amount: won, reason: reason.trim() },
      {
        onSuccess: () => {
          setOpen(false);
          setAmount("");
          setReason("");
          toast.success(`${formatWon(won)}을 환불했습니다`, { description: "제작자에게 알림과 메일로 알렸습니다." });
        },
        onError: (e) => setError(errorMessage(e, "환불하지 못했습니다.")),
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={(o) => (setOpen(o), setError(null))}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          합의 부분 환불
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.label} 부분 환불</DialogTitle>
          <DialogDescription>
            제작자와 합의한 금액만 결제 수단으로 돌려줍니다. 보관 중인 {formatWon(m.held)} 중 나머지는 작업이 승인되면 정산됩니다. 환불은 되돌릴 수 없습니다.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={`refund-amount-${m.id}`}>환불 금액(원)</Label>
            <Input id={`refund-amount-${m.id}`} inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`refund-reason-${m.id}`}>합의 내용</Label>
            <Input
              id={`refund-reason-${m.id}`}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder="예: 작품 수를 4점에서 3점으로 줄이기로 합의"
              maxLength={500}
            />
          </div>
          {error && (
            <p className="text-sm text-destructive" role="alert">
              {error}
            </p>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={refund.isPending}>
            취소
          </Button>
          <Button onClick={submit} disabled={refund.isPending}>
            {refund.isPending && <Spinner />}
            환불하기
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
