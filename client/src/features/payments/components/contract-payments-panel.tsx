import { useEffect, useRef } from "react";
import { toast } from "sonner";
import type { ContractPayments, PaymentMilestone } from "@shared/api-types";
import { formatWon, milestoneStatusLabels, TAX_CHOICES, taxChoiceLabels, type TaxChoice } from "@shared/payments";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { ReasonDialog } from "@/components/ui/reason-dialog";
import { errorMessage } from "@/lib/api-client";
import { useApproveWork } from "../api/approve-work";
import { useCancelEscrow } from "../api/cancel-escrow";
import { useChooseTax } from "../api/choose-tax";
import { useConfirmEscrow } from "../api/confirm-escrow";
import { useConfirmReceived } from "../api/confirm-received";
import { useDeliverWork } from "../api/deliver-work";
import { useDisputePayment } from "../api/dispute-payment";
import { useFlagPayment } from "../api/flag-payment";
import { useContractPayments } from "../api/get-contract-payments";
import { useNotReceived } from "../api/not-received";
import { useRequestChanges } from "../api/request-changes";
import { useStartEscrowCheckout } from "../api/start-escrow-checkout";
import { MarkPaidDialog } from "./mark-paid-dialog";
import { PartialRefundDialog } from "./partial-refund-dialog";

const bucketVariant = { paid: "default", overdue: "destructive", due: "secondary", closed: "outline" } as const;
const fail = (fallback: string) => (e: unknown) => toast.error(errorMessage(e, fallback));

/**
 * The payments of a signed contract (issue 28): each milestone with its due date, status, gross,
 * withholding and net, and what the viewer can do next. Comes back from the stand-in's checkout with
 * paymentKey, orderId and amount in the address: confirmed once, then the address is cleaned.
 */
export function ContractPaymentsPanel({ contractId }: { contractId: number }) {
  const q = useContractPayments(contractId);
  const confirm = useConfirmEscrow();
  const returned = useRef(false);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const paymentKey = params.get("paymentKey");
    const orderId = params.get("orderId");
    const amount = Number(params.get("amount"));
    if (returned.current || !paymentKey || !orderId || !amount) return;
    returned.current = true;
    window.history.replaceState(null, "", window.location.pathname);
    confirm.mutate(
      { paymentKey, orderId, amount },
      {
        onSuccess: () => toast.success("안전결제가 완료되었습니다", { description: "작업이 승인될 때까지 결제 금액이 안전하게 보관됩니다." }),
        onError: fail("결제를 확인하지 못했습니다."),
      },
    );
  }, [confirm]);

  if (q.isPending)
    return (
      <div role="status" aria-busy="true" aria-label="지급 정보 불러오는 중">
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (q.isError)
    return (
      <Card>
        <CardContent className="p-4 text-sm text-muted-foreground" role="alert">
          지급 정보를 불러오지 못했습니다.{" "}
          <Button variant="link" className="h-auto p-0" onClick={() => void q.refetch()}>
            다시 시도
          </Button>
        </CardContent>
      </Card>
    );
  return <PaymentsCard data={q.data} />;
}

function PaymentsCard({ data }: { data: ContractPayments }) {
  const tax = useChooseTax();
  const month = new Date().toISOString().slice(0, 7);
  return (
    <Card data-testid="contract-payments">
      <CardHeader className="flex flex-col gap-1">
        <CardTitle as="h2" className="text-base">
          보수 지급
        </CardTitle>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          <Total label="총액" won={data.totals.gross} />
          <Total label="지급 완료" won={data.totals.paid} />
          <Total label="지급 예정" won={data.totals.due} />
          <Total label="지급일 경과" won={data.totals.overdue} alert={data.totals.overdue > 0} />
        </dl>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5 sm:max-w-sm">
          <Label htmlFor={`tax-${data.contractId}`}>소득 구분 (원천징수)</Label>
          <NativeSelect
            id={`tax-${data.contractId}`}
            value={data.taxChoice}
            disabled={data.myRole !== "artist" || tax.isPending}
            onChange={(e) => tax.mutate({ id: data.contractId, choice: e.target.value as TaxChoice }, { onError: fail("소득 구분을 바꾸지 못했습니다.") })}
          >
            {TAX_CHOICES.map((c) => (
              <option key={c} value={c}>
                {taxChoiceLabels[c]}
              </option>
            ))}
          </NativeSelect>
          <p className="text-xs text-muted-foreground">
            {data.myRole === "artist" ? "예술인이 선택합니다. 지급이 확인된 뒤에는 바꿀 수 없습니다." : "예술인이 선택한 구분입니다."} 세액은 참고용이며 세무
            전문가의 확인을 권합니다.
          </p>
        </div>
        {data.milestones.length === 0 ? (
          <p className="text-sm text-muted-foreground">계약서에 보수가 없어 지급 일정이 없습니다.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {data.milestones.map((m) => (
              <MilestoneRow key={m.id} m={m} data={data} />
            ))}
          </ul>
        )}
        {data.myRole === "producer" ? (
          <a className="text-sm underline underline-offset-4" href={`/api/payments/statements/monthly.csv?month=${month}`} download>
            이번 달 지급명세 CSV 내려받기
          </a>
        ) : (
          <a className="text-sm underline underline-offset-4" href={`/api/payments/statements/yearly.pdf?year=${month.slice(0, 4)}`} download>
            올해 보수 지급 내역서(PDF) 내려받기
          </a>
        )}
      </CardContent>
    </Card>
  );
}

function Total({ label, won, alert }: { label: string; won: number; alert?: boolean }) {
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={alert ? "font-semibold text-destructive" : "font-semibold"}>{formatWon(won)}</dd>
    </div>
  );
}

function MilestoneRow({ m, data }: { m: PaymentMilestone; data: ContractPayments }) {
  const producer = data.myRole === "producer";
  const received = useConfirmReceived();
  const notReceived = useNotReceived();
  const flag = useFlagPayment();
  const checkout = useStartEscrowCheckout();
  const deliver = useDeliverWork();
  const approve = useApproveWork();
  const changes = useRequestChanges();
  const dispute = useDisputePayment();
  const cancel = useCancelEscrow();
  const pay = () =>
    checkout.mutate(m.id, {
      onSuccess: (order) => {
        if (order.provider !== "toss-fake") return toast.error("결제창을 열 수 없습니다. 잠시 후 다시 시도해주세요.");
        const back = `/contracts/${data.contractId}`;
        const q = new URLSearchParams({ orderId: order.orderId, amount: String(order.amount), orderName: order.orderName, successUrl: back, failUrl: back });
        window.location.assign(`/toss-fake/checkout?${q.toString()}`);
      },
      onError: fail("결제를 시작하지 못했습니다."),
    });
  const unpaid = m.status === "due" || m.status === "not_received";
  return (
    <li className="flex flex-col gap-2 rounded-md border p-3" data-testid={`milestone-${m.seq}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">
          {m.label} <span className="text-sm font-normal text-muted-foreground">· {m.dueOn ? `${m.dueOn} 지급` : "지급일 미정"}</span>
        </p>
        <div className="flex gap-1">
          {m.method === "escrow" && <Badge variant="outline">안전결제</Badge>}
          <Badge variant={bucketVariant[m.bucket]}>{m.bucket === "overdue" ? "지급일 경과" : milestoneStatusLabels[m.status]}</Badge>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">총액</dt>
          <dd>{formatWon(m.amount)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">원천징수</dt>
          <dd>{formatWon(m.withheld)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">실지급액</dt>
          <dd className="font-semibold">{formatWon(m.net)}</dd>
        </div>
      </dl>
      {m.status === "paid_reported" && (
        <p className="text-sm text-muted-foreground">
          제작자 기록: {m.paidOn} {m.paidAmount !== null && formatWon(m.paidAmount)} {m.paidNote && `(${m.paidNote})`}
        </p>
      )}
      {m.refunded > 0 && (
        <p className="text-sm text-muted-foreground">
          환불 {formatWon(m.refunded)}
          {(m.status === "held" || m.status === "delivered" || m.status === "disputed") && ` · 보관 중 ${formatWon(m.held)}`} · 원천징수와 실지급액은 나머지
          금액 기준
        </p>
      )}
      {m.notReceivedNote && m.status === "not_received" && <p className="text-sm text-destructive">미수령: {m.notReceivedNote}</p>}
      <div className="flex flex-wrap gap-2">
        {producer && m.method === "direct" && unpaid && <MarkPaidDialog m={m} />}
        {producer && data.escrowAvailable && m.status === "due" && m.method === "direct" && (
          <Button size="sm" variant="outline" onClick={pay} disabled={checkout.isPending}>
            안전결제로 결제
          </Button>
        )}
        {!producer && m.status === "paid_reported" && (
          <>
            <Button
              size="sm"
              onClick={() => received.mutate(m.id, { onSuccess: () => toast.success("수령을 확인했습니다"), onError: fail("수령을 확인하지 못했습니다.") })}
              disabled={received.isPending}
            >
              수령 확인
            </Button>
            <ReasonDialog
              requiredMessage="5자 이상 적어주세요."
              minLength={5}
              id={`not-received-${m.id}`}
              trigger={
                <Button size="sm" variant="outline">
                  받지 못했어요
                </Button>
              }
              title="아직 받지 못하셨나요?"
              description="제작자에게 알림과 메일로 전달됩니다."
              label="상황"
              placeholder="예: 12월 1일 기록되었지만 아직 입금이 없습니다."
              submitLabel="알리기"
              pending={notReceived.isPending}
              onSubmit={(note, done, err) => notReceived.mutate({ id: m.id, note }, { onSuccess: done, onError: err })}
            />
          </>
        )}
        {!producer && m.bucket === "overdue" && !m.flaggedAt && (
          <ReasonDialog
            requiredMessage="5자 이상 적어주세요."
            minLength={5}
            id={`flag-${m.id}`}
            trigger={
              <Button size="sm" variant="outline">
                운영진에게 알리기
              </Button>
            }
            title="미지급을 운영진에게 알리기"
            description="예술인 복지법은 보수 미지급을 불공정행위로 정합니다. 운영진이 확인 후 연락드립니다."
            label="내용"
            placeholder="예: 지급일이 2주 지났지만 연락이 없습니다."
            submitLabel="알리기"
            pending={flag.isPending}
            onSubmit={(note, done, err) => flag.mutate({ id: m.id, note }, { onSuccess: () => (done(), toast.success("운영진에게 알렸습니다")), onError: err })}
          />
        )}
        {!producer && m.status === "held" && (
          <Button
            size="sm"
            onClick={() => deliver.mutate(m.id, { onSuccess: () => toast.success("작업 완료를 보고했습니다"), onError: fail("보고하지 못했습니다.") })}
            disabled={deliver.isPending}
          >
            작업 완료 보고
          </Button>
        )}
        {!producer && m.status === "held" && m.method === "escrow" && <PartialRefundDialog m={m} mode="refund" />}
        {producer && m.status === "delivered" && (
          <>
            <Button
              size="sm"
              onClick={() =>
                approve.mutate(m.id, {
                  onSuccess: () => toast.success("승인했습니다", { description: "예술인에게 정산됩니다." }),
                  onError: fail("승인하지 못했습니다."),
                })
              }
              disabled={approve.isPending}
            >
              승인하고 정산
            </Button>
            <Button size="sm" variant="outline" onClick={() => changes.mutate(m.id, { onError: fail("요청하지 못했습니다.") })} disabled={changes.isPending}>
              수정 요청
            </Button>
          </>
        )}
        {producer && m.status === "held" && (
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              cancel.mutate(m.id, {
                onSuccess: () => toast.success("결제를 취소했습니다", { description: "전액 환불됩니다." }),
                onError: fail("취소하지 못했습니다."),
              })
            }
            disabled={cancel.isPending}
          >
            결제 취소
          </Button>
        )}
        {producer && m.status === "held" && m.method === "escrow" && <PartialRefundDialog m={m} mode="request" />}
        {(m.status === "held" || m.status === "delivered") && (
          <ReasonDialog
            requiredMessage="5자 이상 적어주세요."
            minLength={5}
            id={`dispute-${m.id}`}
            trigger={
              <Button size="sm" variant="ghost">
                분쟁 신청
              </Button>
            }
            title="분쟁 신청"
            description="결제 금액은 보관된 채로 운영진이 검토해 지급, 환불 또는 분할을 결정합니다."
            label="사유"
            placeholder="예: 납품물이 계약 내용과 다릅니다."
            submitLabel="신청하기"
            pending={dispute.isPending}
            onSubmit={(note, done, err) => dispute.mutate({ id: m.id, note }, { onSuccess: done, onError: err })}
          />
        )}
      </div>
    </li>
  );
}
