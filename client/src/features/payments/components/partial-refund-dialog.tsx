import { useState } from "react";
import { toast } from "sonner";
import type { PaymentMilestone } from "@shared/api-types";
import { formatWon } from "@shared/payments";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { DialogForm } from "@/components/ui/dialog-form-footer";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api-client";
import { usePartialRefund } from "../api/partial-refund";
import { useRequestRefund } from "../api/request-refund";

const copy = {
  refund: {
    trigger: "합의 부분 환불",
    title: (label: string) => `${label} 부분 환불`,
    description: (held: string) =>
      `제작자와 합의한 금액만 결제 수단으로 돌려줍니다. 보관 중인 ${held} 중 나머지는 작업이 승인되면 정산됩니다. 환불은 되돌릴 수 없습니다.`,
    reason: "합의 내용",
    submit: "환불하기",
    done: (won: string) => `${won}을 환불했습니다`,
    doneDetail: "제작자에게 알림과 메일로 알렸습니다.",
    failed: "환불하지 못했습니다.",
  },
  request: {
    trigger: "부분 환불 요청",
    title: (label: string) => `${label} 부분 환불 요청`,
    description: (held: string) =>
      `보관 중인 ${held} 중 돌려받을 금액과 사유를 예술인에게 보냅니다. 예술인이 수락하면 그 금액이 결제 수단으로 환불되고, 답을 기다리는 동안 요청을 철회할 수 있습니다.`,
    reason: "요청 사유",
    submit: "요청 보내기",
    done: (won: string) => `${won} 환불을 요청했습니다`,
    doneDetail: "예술인에게 알림과 메일로 전했습니다. 예술인의 답을 기다립니다.",
    failed: "요청하지 못했습니다.",
  },
} as const;

/**
 * A partial refund of held money by agreement (decision 039): the producer asks for one (`request`), the
 * artist carries it out (`refund`): part of the held money goes back through the provider; the rest stays
 * held for the work.
 */
export function PartialRefundDialog({ m, mode }: { m: PaymentMilestone; mode: "request" | "refund" }) {
  const c = copy[mode];
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const doRefund = usePartialRefund();
  const doRequest = useRequestRefund();
  const refund = mode === "refund" ? doRefund : doRequest;
  const submit = () => {
    const won = Number(amount.replace(/[^\d]/g, ""));
    if (!Number.isSafeInteger(won) || won < 1) return setError("환불할 금액(원)을 1원 이상의 정수로 입력해주세요.");
    if (won > m.held) return setError(`환불 금액이 보관 중인 금액(${formatWon(m.held)})보다 많습니다.`);
    if (reason.trim().length < 5) return setError(mode === "refund" ? "합의한 환불 사유를 5자 이상 적어주세요." : "요청 사유를 5자 이상 적어주세요.");
    refund.mutate(
      { id: m.id, amount: won, reason: reason.trim() },
      {
        onSuccess: () => {
          setOpen(false);
          setAmount("");
          setReason("");
          toast.success(c.done(formatWon(won)), { description: c.doneDetail });
        },
        onError: (e) => setError(errorMessage(e, c.failed)),
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={(o) => (setOpen(o), setError(null))}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          {c.trigger}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{c.title(m.label)}</DialogTitle>
          <DialogDescription>{c.description(formatWon(m.held))}</DialogDescription>
        </DialogHeader>
        <DialogForm
          className="grid gap-3"
          onSubmit={submit}
          errorId={`refund-error-${m.id}`}
          error={error}
          pending={refund.isPending}
          onCancel={() => setOpen(false)}
          submitLabel={c.submit}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={`refund-amount-${m.id}`}>환불 금액(원)</Label>
            <Input id={`refund-amount-${m.id}`} inputMode="numeric" value={amount} onChange={(e) => (setAmount(e.target.value), setError(null))} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`refund-reason-${m.id}`}>{c.reason}</Label>
            <Input
              id={`refund-reason-${m.id}`}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder="예: 작품 수를 4점에서 3점으로 줄이기로 함"
              maxLength={500}
            />
          </div>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
