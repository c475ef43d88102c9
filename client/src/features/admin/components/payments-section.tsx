import { useId, useState, type FormEvent } from "react";
import { formatWon } from "@shared/payments";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast";
import { useDecidePaymentDispute, usePaymentDisputes } from "../api/admin-api";
import { ErrorLine, SectionTitle } from "./shared";

/** 안전결제 disputes (issue 28): the money stays held until an operator releases, refunds or splits it. */
export function PaymentsSection() {
  const q = usePaymentDisputes();
  return (
    <section aria-labelledby="payments-title" className="max-w-2xl">
      <SectionTitle>
        <span id="payments-title">결제 분쟁</span>
      </SectionTitle>
      <p className="mb-4 text-sm text-muted-foreground">
        보관 중인 결제의 분쟁입니다. 예술인 지급액을 정하면 나머지는 제작자에게 환불되고, 결정은 감사 기록에 남습니다.
      </p>
      {q.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : q.isError ? (
        <ErrorLine error={q.error} />
      ) : q.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">결정을 기다리는 분쟁이 없습니다.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {q.data.map((d) => (
            <DisputeItem key={d.milestoneId} d={d} />
          ))}
        </ul>
      )}
    </section>
  );
}

function DisputeItem({
  d,
}: {
  d: { milestoneId: number; contractId: number; projectTitle: string; label: string; amount: number; held: number; note: string };
}) {
  const [toArtist, setToArtist] = useState(String(d.held));
  const [reason, setReason] = useState("");
  const decide = useDecidePaymentDispute();
  const amountId = useId();
  const reasonId = useId();
  const run = (won: number) => (e?: FormEvent) => {
    e?.preventDefault();
    decide.mutate({ id: d.milestoneId, toArtist: won, reason }, { onSuccess: (r) => toast.success(r.message) });
  };
  const won = Number(toArtist.replace(/[^\d]/g, ""));
  return (
    <li className="rounded-md border p-4">
      <p className="font-medium">
        {d.projectTitle} · {d.label} <span className="text-sm text-muted-foreground">(계약 #{d.contractId})</span>
      </p>
      <p className="text-sm text-muted-foreground">
        보관 금액 {formatWon(d.held)} / 총액 {formatWon(d.amount)}
      </p>
      <p className="mt-1 text-sm">사유: {d.note}</p>
      <form onSubmit={run(won)} className="mt-3 grid gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={amountId}>예술인 지급액(원) — 나머지는 환불</Label>
          <Input id={amountId} inputMode="numeric" value={toArtist} onChange={(e) => setToArtist(e.target.value)} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={reasonId}>결정 사유 (감사 기록과 당사자 알림에 남습니다)</Label>
          <Textarea id={reasonId} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={1000} required />
        </div>
        <ErrorLine error={decide.error} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={decide.isPending}>
            분할 결정
          </Button>
          <Button type="button" variant="outline" disabled={decide.isPending || !reason.trim()} onClick={run(d.held)}>
            전액 지급
          </Button>
          <Button type="button" variant="outline" disabled={decide.isPending || !reason.trim()} onClick={run(0)}>
            전액 환불
          </Button>
        </div>
      </form>
    </li>
  );
}
