import { BadgeCheck, CircleX, ShieldCheck } from "lucide-react";
import { Link, useParams } from "wouter";
import type { RecordEntry } from "@shared/activity";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiRequestError } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { usePageTitle } from "@/lib/page-title";
import { useVerifyRecord } from "../api/activity";
import { won } from "../components/credit-status-badge";

const span = (a: string, b: string | null) => (b && b !== a ? `${formatDate(a, "long")} ~ ${formatDate(b, "long")}` : formatDate(a, "long"));

function Entry({ e }: { e: RecordEntry }) {
  return (
    <li className="flex flex-col gap-1 rounded-lg border p-3.5">
      <div className="flex flex-wrap items-center gap-2">
        {e.kind === "credit" ? (
          <Badge className="gap-1 bg-emerald-700 text-white hover:bg-emerald-700">
            <BadgeCheck className="size-3.5" aria-hidden="true" />
            양측 확인
          </Badge>
        ) : (
          <Badge variant="outline">본인 신고</Badge>
        )}
        <h3 className="font-semibold break-words">{e.title}</h3>
      </div>
      <p className="text-sm text-muted-foreground">{[e.field, e.role, span(e.startDate, e.endDate)].filter(Boolean).join(" · ")}</p>
      {e.producer && (
        <p className="text-sm text-muted-foreground">
          {e.kind === "credit" ? "제작자" : "주최·발행"}: {e.producer}
        </p>
      )}
      {(e.presentedOn || e.presentedPlace) && (
        <p className="text-sm text-muted-foreground">
          {e.kind === "credit" ? "공개 발표" : "장소"}: {[e.presentedOn && formatDate(e.presentedOn, "long"), e.presentedPlace].filter(Boolean).join(", ")}
        </p>
      )}
      {e.fee && (
        <p className="text-sm text-muted-foreground">보수: {e.fee.paid ? `지급됨${e.fee.amount != null ? ` (${won(e.fee.amount)})` : ""}` : "지급되지 않음"}</p>
      )}
      {e.verifiedAt && <p className="text-xs text-emerald-800">제작자 확인 및 예술인 수락: {formatDate(e.verifiedAt, "long")}</p>}
      {e.contract && (
        <p className="text-xs break-all text-muted-foreground">
          서면계약서 PDF SHA-256 {e.contract.pdfHash} ·{" "}
          <Link href={`/contracts/verify/${e.contract.verifyCode}`} className="underline underline-offset-4">
            계약서 확인
          </Link>
        </p>
      )}
      {e.evidence.length > 0 && (
        <p className="flex flex-wrap gap-2 text-xs">
          {e.evidence.map((u, i) => (
            <a key={u} href={u} target="_blank" rel="noreferrer" className="underline underline-offset-4">
              증빙 파일 {i + 1}
            </a>
          ))}
        </p>
      )}
    </li>
  );
}

/**
 * /records/verify/:code (public, the QR code's target): which activities an artist's record contains
 * and whether they were confirmed on the platform, exactly as built; a revoked record says so.
 */
export function RecordVerifyPage() {
  usePageTitle("예술활동 증빙 기록 확인", "아트링크에서 발급한 예술활동 증빙 기록의 내용을 확인합니다.");
  const { code = "" } = useParams<{ code: string }>();
  const record = useVerifyRecord(code);
  const r = record.data;
  const notFound = record.error instanceof ApiRequestError && record.error.status === 404;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-8 sm:px-6">
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="flex items-center gap-2 text-xl">
            <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
            예술활동 증빙 기록 확인
          </CardTitle>
          <CardDescription>
            아트링크에서 발급한 기록에 담긴 활동과, 각 활동이 플랫폼에서 제작자와 예술인 양측의 확인을 받았는지 보여줍니다. 예술인이 공개하기로 한 내용만
            표시됩니다.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {record.isPending ? (
            <div className="flex flex-col gap-2" role="status" aria-label="불러오는 중">
              <Skeleton className="h-6 w-1/2" />
              <Skeleton className="h-20 w-full" />
            </div>
          ) : record.isError || !r ? (
            <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
              <CircleX className="size-4" aria-hidden="true" />
              {notFound
                ? "확인할 활동 증빙 기록을 찾을 수 없습니다. 주소나 확인 코드를 확인해주세요."
                : "기록을 불러오지 못했습니다. 잠시 후 다시 시도해주세요."}
            </p>
          ) : (
            <>
              {r.revoked ? (
                <p
                  role="status"
                  className="flex items-center gap-2 rounded-md bg-destructive/10 p-3 text-sm font-semibold text-destructive"
                  data-testid="record-revoked"
                >
                  <CircleX className="size-5" aria-hidden="true" />이 기록은 {r.revokedAt ? formatDate(r.revokedAt, "long") : ""}에 예술인이 철회했습니다. 더
                  이상 유효하지 않습니다.
                </p>
              ) : (
                <p
                  role="status"
                  className="flex items-center gap-2 rounded-md bg-emerald-50 p-3 text-sm font-semibold text-emerald-900"
                  data-testid="record-valid"
                >
                  <BadgeCheck className="size-5" aria-hidden="true" />
                  아트링크에서 발급한 유효한 기록입니다.
                </p>
              )}
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-muted-foreground">예술인</dt>
                <dd className="font-medium">{r.artistName}</dd>
                <dt className="text-muted-foreground">기간</dt>
                <dd>
                  {formatDate(r.periodFrom, "long")} ~ {formatDate(r.periodTo, "long")}
                </dd>
                <dt className="text-muted-foreground">발급</dt>
                <dd>{formatDate(r.createdAt, "long")}</dd>
                <dt className="text-muted-foreground">확인 코드</dt>
                <dd className="font-mono text-xs break-all">{code}</dd>
                <dt className="text-muted-foreground">PDF SHA-256</dt>
                <dd className="font-mono text-xs break-all">{r.pdfHash}</dd>
              </dl>
              {!r.revoked && (
                <>
                  <section aria-labelledby="verified-entries" className="flex flex-col gap-2">
                    <h2 id="verified-entries" className="text-base font-bold">
                      플랫폼에서 양측이 확인한 활동 ({r.entries.filter((e) => e.kind === "credit").length}건)
                    </h2>
                    <ul className="flex flex-col gap-2">
                      {r.entries
                        .filter((e) => e.kind === "credit")
                        .map((e) => (
                          <Entry key={`c${e.sourceId}`} e={e} />
                        ))}
                    </ul>
                  </section>
                  <section aria-labelledby="self-entries" className="flex flex-col gap-2">
                    <h2 id="self-entries" className="text-base font-bold">
                      예술인이 직접 등록한 활동 ({r.entries.filter((e) => e.kind === "self").length}건)
                    </h2>
                    <p className="text-xs text-muted-foreground">본인 신고 활동으로, 플랫폼이 확인하지 않았습니다.</p>
                    <ul className="flex flex-col gap-2">
                      {r.entries
                        .filter((e) => e.kind === "self")
                        .map((e) => (
                          <Entry key={`s${e.sourceId}`} e={e} />
                        ))}
                    </ul>
                  </section>
                </>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
