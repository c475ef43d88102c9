import { useEffect, useState } from "react";
import type { EscrowOrder } from "@shared/api-types";
import { formatWon } from "@shared/payments";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { loadTossSdk, type TossWidgets } from "../lib/toss-checkout";

type State = { kind: "loading" } | { kind: "ready"; widgets: TossWidgets } | { kind: "error"; message: string };

/**
 * Toss Payments' v2 payment widget (real keys): the SDK is loaded when this opens, the payment methods and
 * the agreement are rendered into the dialog, and 결제하기 hands over to Toss's payment window, which comes
 * back to `back` with paymentKey, orderId and amount (confirmed by the payments panel) or code and message.
 */
export function TossCheckoutDialog({ order, back, onClose }: { order: EscrowOrder; back: string; onClose: () => void }) {
  const [state, setState] = useState<State>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [paying, setPaying] = useState(false);
  useEffect(() => {
    let live = true;
    (async () => {
      const TossPayments = await loadTossSdk();
      const widgets = TossPayments(order.clientKey).widgets({ customerKey: order.customerKey });
      await widgets.setAmount({ currency: "KRW", value: order.amount });
      await Promise.all([
        widgets.renderPaymentMethods({ selector: "#toss-payment-methods", variantKey: "DEFAULT" }),
        widgets.renderAgreement({ selector: "#toss-agreement", variantKey: "AGREEMENT" }),
      ]);
      if (live) setState({ kind: "ready", widgets });
    })().catch(() => live && setState({ kind: "error", message: "결제창을 불러오지 못했습니다. 네트워크를 확인한 뒤 다시 시도해주세요." }));
    return () => {
      live = false;
    };
  }, [order, attempt]);

  const pay = async () => {
    if (state.kind !== "ready") return;
    setPaying(true);
    const url = new URL(back, window.location.origin).toString();
    try {
      await state.widgets.requestPayment({
        orderId: order.orderId,
        orderName: order.orderName,
        successUrl: url,
        failUrl: url,
        customerName: order.customerName,
        ...(order.customerEmail ? { customerEmail: order.customerEmail } : {}),
      });
    } catch {
      // The producer closed Toss's window, or it refused the request: the widget stays open to try again.
      setPaying(false);
    }
  };

  return (
    <Dialog open onOpenChange={(o) => !o && !paying && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>안전결제 {formatWon(order.amount)}</DialogTitle>
          <DialogDescription>{order.orderName} · 작업이 승인될 때까지 결제 금액이 안전하게 보관됩니다.</DialogDescription>
        </DialogHeader>
        {state.kind === "loading" && (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> 결제 수단을 불러오는 중
          </p>
        )}
        {state.kind === "error" && (
          <p role="alert" className="text-sm text-destructive">
            {state.message}{" "}
            <Button variant="link" className="h-auto p-0" onClick={() => (setState({ kind: "loading" }), setAttempt((n) => n + 1))}>
              다시 시도
            </Button>
          </p>
        )}
        {/* Toss renders its frames into these two; they stay mounted while the SDK loads. */}
        <div id="toss-payment-methods" className="min-w-0" />
        <div id="toss-agreement" className="min-w-0" />
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={paying}>
            취소
          </Button>
          <Button onClick={() => void pay()} disabled={state.kind !== "ready" || paying}>
            {paying && <Spinner />}
            {formatWon(order.amount)} 결제하기
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
