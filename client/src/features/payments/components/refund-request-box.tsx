import { useState } from "react";
import { toast } from "sonner";
import type { PaymentMilestone } from "@shared/api-types";
import { formatWon } from "@shared/payments";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { DialogForm } from "@/components/ui/dialog-form-footer";
import { ReasonDialog } from "@/components/ui/reason-dialog";
import { errorMessage } from "@/lib/api-client";
import { useAcceptRefundRequest } from "../api/accept-refund-request";
import { useDeclineRefundRequest } from "../api/decline-refund-request";
import { useWithdrawRefundRequest } from "../api/withdraw-refund-request";

type RefundRequest = NonNullable<PaymentMilestone["refundRequest"]>;

/**
 * The producer's pending partial refund request on a held milestone (issue 28), as each side sees it: the
 * producer "환불 요청 중" with a withdraw button; the artist the amount and reason with accept (the refund
 * is carried out at once) and decline with a reason.
 */
export function RefundRequestBox({ m, request, side }: { m: PaymentMilestone; request: RefundRequest; side: "producer" | "artist" }) {
  const won = formatWon(request.amount);
  return (
    <div className="flex flex-col gap-2 rounded-md border border-dashed bg-muted/40 p-3 text-sm" data-testid={`refund-request-${m.seq}`}>
      <p className="font-medium">{side === "producer" ? `환불 요청 중 ${won}` : `제작자가 ${won} 환불을 요청했습니다`}</p>
      <p className="break-words text-muted-foreground">사유: {request.reason}</p>
      <div className="flex flex-wrap gap-2">{side === "producer" ? <WithdrawButton request={request} /> : <ArtistAnswer m={m} request={request} />}</div>
    </div>
  );
}

function WithdrawButton({ request }: { request: RefundRequest }) {
  const withdraw = useWithdrawRefundRequest();
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={withdraw.isPending}
      onClick={() =>
        withdraw.mutate(request.id, {
          onSuccess: () => toast.success("환불 요청을 철회했습니다"),
          onError: (e) => toast.error(errorMessage(e, "요청을 철회하지 못했습니다.")),
        })
      }
    >
      요청 철회
    </Button>
  );
}

function ArtistAnswer({ m, request }: { m: PaymentMilestone; request: RefundRequest }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const accept = useAcceptRefundRequest();
  const decline = useDeclineRefundRequest();
  const won = formatWon(request.amount);
  return (
    <>
      <Dialog open={open} onOpenChange={(o) => !accept.isPending && (setOpen(o), setError(null))}>
        <DialogTrigger asChild>
          <Button size="sm">수락하고 환불</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{won}을 환불할까요?</DialogTitle>
            <DialogDescription>
              보관 중인 {formatWon(m.held)} 중 {won}이 제작자의 결제 수단으로 돌아갑니다. 나머지는 작업이 승인되면 정산됩니다. 환불은 되돌릴 수 없습니다.
            </DialogDescription>
          </DialogHeader>
          <DialogForm
            onSubmit={() =>
              accept.mutate(request.id, {
                onSuccess: () => {
                  setOpen(false);
                  toast.success(`${won}을 환불했습니다`, { description: "제작자에게 알림과 메일로 알렸습니다." });
                },
                onError: (err) => setError(errorMessage(err, "환불하지 못했습니다.")),
              })
            }
            errorId={`refund-accept-error-${request.id}`}
            error={error}
            pending={accept.isPending}
            onCancel={() => setOpen(false)}
            submitLabel="환불하기"
          />
        </DialogContent>
      </Dialog>
      <ReasonDialog
        id={`refund-decline-${request.id}`}
        requiredMessage="5자 이상 적어주세요."
        minLength={5}
        trigger={
          <Button size="sm" variant="outline">
            거절
          </Button>
        }
        title="환불 요청 거절"
        description="거절 사유가 제작자에게 알림과 메일로 전달됩니다. 결제 금액은 그대로 보관됩니다."
        label="거절 사유"
        placeholder="예: 4점 모두 이미 작업을 시작했습니다."
        submitLabel="거절하기"
        pending={decline.isPending}
        onSubmit={(note, done, err) =>
          decline.mutate({ id: request.id, note }, { onSuccess: () => (done(), toast.success("환불 요청을 거절했습니다")), onError: err })
        }
      />
    </>
  );
}
