import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import type { PayoutAccountView } from "@shared/api-types";
import { formatWon } from "@shared/payments";
import { PAYOUT_BANKS, payoutStatusLabels, sellerStatusLabels, type SellerStatus } from "@shared/payouts";
import { payoutAccountSchema, type PayoutAccountInput } from "@shared/validators/payments";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, TextField } from "@/components/ui/form";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { usePayoutAccount } from "../api/get-payout-account";
import { useSavePayoutAccount } from "../api/save-payout-account";

const statusVariant: Record<SellerStatus, "default" | "secondary" | "destructive"> = {
  APPROVAL_REQUIRED: "secondary",
  PARTIALLY_APPROVED: "default",
  APPROVED: "default",
  KYC_REQUIRED: "destructive",
};

/** Why released money is still waiting (the server says which). */
const waitingText: Record<NonNullable<PayoutAccountView["waitingReason"]>, string> = {
  no_account: "정산 계좌를 등록하면 지급됩니다.",
  verification: "토스페이먼츠가 보낸 본인 인증을 마치면 지급됩니다.",
  kyc: "누적 지급 한도를 넘어 추가 인증(KYC)을 마치면 지급됩니다.",
  failed: "지급에 실패해 다시 시도합니다. 계속 실패하면 계좌 정보를 확인해 변경해주세요.",
  pending: "곧 등록한 계좌로 지급됩니다.",
};

const dateOf = (iso: string) => new Date(iso).toLocaleDateString("ko-KR", { timeZone: "Asia/Seoul" });

/** The artist's 정산 계좌 (decision 040): the bank account released 안전결제 money is paid out to, and the payouts. */
export function PayoutAccountCard() {
  const q = usePayoutAccount();
  const [editing, setEditing] = useState(false);
  if (q.isPending) return <Skeleton className="h-40 w-full" aria-label="정산 계좌 불러오는 중" />;
  if (q.isError)
    return (
      <Card data-testid="payout-account">
        <CardHeader>
          <CardTitle as="h2" className="text-base">
            정산 계좌
          </CardTitle>
          <CardDescription role="alert">정산 계좌 정보를 불러오지 못했습니다.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="outline" size="sm" onClick={() => void q.refetch()}>
            다시 시도
          </Button>
        </CardContent>
      </Card>
    );
  const v = q.data;
  const a = v.account;
  // Without a payouts provider there is nothing to register: the card appears only once there is something to show.
  if (!v.available && !a && v.payouts.length === 0 && v.waiting === 0) return null;
  return (
    <Card data-testid="payout-account">
      <CardHeader>
        <CardTitle as="h2" className="text-base">
          정산 계좌
        </CardTitle>
        <CardDescription>안전결제로 정산된 금액(원천징수 후)은 이 계좌로 지급됩니다.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {a ? (
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <p className="min-w-0 break-words">
              {a.bankName} <span className="font-mono">{a.accountMasked}</span> · 예금주 {a.holderName}
            </p>
            <span className="flex items-center gap-2">
              <Badge variant={statusVariant[a.status]}>{sellerStatusLabels[a.status]}</Badge>
              {v.available && !editing && (
                <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                  계좌 변경
                </Button>
              )}
            </span>
            {a.status === "PARTIALLY_APPROVED" && (
              <p className="w-full text-muted-foreground">추가 인증 전까지 누적 {formatWon(v.preKycLimit)}까지 지급됩니다.</p>
            )}
          </div>
        ) : !v.available ? (
          <p className="text-sm text-muted-foreground">결제사 정산 연동이 설정되지 않아 지금은 계좌를 등록할 수 없습니다.</p>
        ) : null}
        {v.waiting > 0 && (
          <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="payout-waiting">
            지급 대기 중인 정산금 {formatWon(v.waiting)}: {waitingText[v.waitingReason ?? "pending"]}
          </p>
        )}
        {v.available && (!a || editing) && <PayoutAccountForm hasAccount={!!a} onDone={() => setEditing(false)} />}
        <section aria-labelledby="payouts-heading" className="flex flex-col gap-2">
          <h3 id="payouts-heading" className="text-sm font-semibold">
            지급 내역
          </h3>
          {v.payouts.length === 0 ? (
            <p className="text-sm text-muted-foreground">아직 지급된 정산금이 없습니다.</p>
          ) : (
            <ul className="flex flex-col divide-y" data-testid="payout-list">
              {v.payouts.map((p) => (
                <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <span className="min-w-0 break-words">
                    {p.projectTitle} · {p.label}
                  </span>
                  <span className="flex items-center gap-2">
                    <span>{formatWon(p.amount)}</span>
                    <span className="text-muted-foreground">{dateOf(p.completedAt ?? p.requestedAt)}</span>
                    <Badge variant={p.status === "COMPLETED" ? "default" : p.status === "FAILED" ? "destructive" : "secondary"}>
                      {payoutStatusLabels[p.status]}
                    </Badge>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}

function PayoutAccountForm({ hasAccount, onDone }: { hasAccount: boolean; onDone: () => void }) {
  const save = useSavePayoutAccount();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof payoutAccountSchema>, unknown, PayoutAccountInput>({
    resolver: zodResolver(payoutAccountSchema),
    defaultValues: { bankCode: "", accountNumber: "", holderName: "", phone: "" },
  });
  const submit = form.handleSubmit((values) => {
    setError(null);
    save.mutate(values, {
      onSuccess: () => {
        form.reset({ bankCode: "", accountNumber: "", holderName: "", phone: "" });
        onDone();
        toast.success(hasAccount ? "정산 계좌를 변경했습니다" : "정산 계좌를 등록했습니다");
      },
      onError: (e) => setError(errorMessage(e, "정산 계좌를 저장하지 못했습니다. 잠시 후 다시 시도해주세요.")),
    });
  });
  return (
    <Form {...form}>
      <form className="grid gap-3 sm:grid-cols-2" noValidate onSubmit={(e) => void submit(e)} aria-label="정산 계좌 등록">
        <FormField
          control={form.control}
          name="bankCode"
          render={({ field }) => (
            <FormItem>
              <FormLabel>은행</FormLabel>
              <FormControl>
                <NativeSelect {...field}>
                  <option value="">은행 선택</option>
                  {PAYOUT_BANKS.map((b) => (
                    <option key={b.code} value={b.code}>
                      {b.name}
                    </option>
                  ))}
                </NativeSelect>
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <TextField control={form.control} name="accountNumber" label="계좌번호" inputMode="numeric" autoComplete="off" placeholder="숫자만 입력" />
        <TextField control={form.control} name="holderName" label="예금주명" autoComplete="name" />
        <TextField control={form.control} name="phone" label="휴대폰 번호 (본인 인증용)" inputMode="tel" autoComplete="tel" placeholder="010-1234-5678" />
        <p className="text-xs text-muted-foreground sm:col-span-2">
          계좌번호는 결제사(토스페이먼츠)에만 전달되고 아트링크에는 끝 4자리만 저장됩니다. 결제사가 휴대폰으로 본인 인증을 요청할 수 있습니다.
        </p>
        {error && (
          <p role="alert" className="text-sm text-destructive sm:col-span-2">
            {error}
          </p>
        )}
        <div className="flex gap-2 sm:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "저장 중…" : hasAccount ? "계좌 변경" : "계좌 등록"}
          </Button>
          {hasAccount && (
            <Button type="button" variant="outline" onClick={onDone}>
              취소
            </Button>
          )}
        </div>
      </form>
    </Form>
  );
}
