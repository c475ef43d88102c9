import { lazy, Suspense, useState, type ReactNode } from "react";
import { AlertTriangle, Download, FilePen, FileQuestionMark, FileSignature, LogIn, Pencil, Send, ShieldCheck } from "lucide-react";
import { Link, useLocation, useParams } from "wouter";
import { toast } from "sonner";
import type { ContractView } from "@shared/api-types";
import { contractStatusLabels, contractTemplateLabels } from "@shared/contracts";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { useAuth } from "@/features/auth/exports";
import { loadContractPaymentsPanel } from "@/features/payments/exports";
import { apiUrl } from "@/lib/api";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { usePageTitle } from "@/lib/page-title";
import { useAmendContract } from "../api/amend-contract";
import { useContract } from "../api/get-contract";
import { useSendContract } from "../api/send-contract";
import { ContractDocument } from "../components/contract-document";
import { ContractEditor } from "../components/contract-editor";
import { ContractStandingBadge, ContractStatusBadge } from "../components/contract-status-badge";
import { ContractStatusCard } from "../components/contract-status-card";
import { DeclineDialog } from "../components/decline-dialog";
import { SignForm } from "../components/sign-form";
import { TerminationBanner } from "../components/termination-banner";
import { TerminationRequestDialog } from "../components/termination-request-dialog";

const ContractPaymentsPanel = lazy(async () => ({ default: (await loadContractPaymentsPanel()).ContractPaymentsPanel }));

/**
 * /contracts/:id: the contract both parties read, with editing (producer), sending, signing, declining and the
 * PDF; once both signed, an amendment (producer) and a request to end it by agreement (either party).
 */
export function ContractPage() {
  const params = useParams<{ id: string }>();
  const id = /^\d{1,9}$/.test(params.id ?? "") ? Number(params.id) : 0;
  const { user, isLoading: authLoading } = useAuth();
  const contract = useContract(id);
  const send = useSendContract();
  const amend = useAmendContract();
  const [, navigate] = useLocation();
  const [editing, setEditing] = useState(false);
  const data = user && id ? contract.data : undefined;
  const status = contract.error instanceof ApiRequestError ? contract.error.status : null;
  usePageTitle(data ? `${data.projectTitle} 계약서` : "계약서", "아트링크 서면계약서");

  if (!authLoading && !user) {
    return (
      <ContractStatusCard
        icon={<LogIn className="size-12 text-muted-foreground" aria-hidden="true" />}
        title="로그인이 필요합니다"
        description="계약서는 계약 당사자만 볼 수 있습니다. 로그인 후 다시 열어주세요."
        action={
          <Button asChild>
            <Link href="/auth">로그인</Link>
          </Button>
        }
      />
    );
  }
  if (!id || status === 404 || status === 403) {
    return (
      <ContractStatusCard
        icon={<FileQuestionMark className="size-12 text-muted-foreground" aria-hidden="true" />}
        title={status === 403 ? "볼 수 없는 계약서입니다" : "계약서를 찾을 수 없습니다"}
        description={status === 403 ? "계약 당사자만 계약서를 볼 수 있습니다." : "주소를 확인하거나 대시보드의 계약서 목록에서 열어주세요."}
      />
    );
  }
  if (contract.isError) {
    return (
      <ContractStatusCard
        icon={<AlertTriangle className="size-12 text-destructive" aria-hidden="true" />}
        title="오류가 발생했습니다"
        description="계약서를 불러오지 못했습니다. 잠시 후 다시 시도해주세요."
        retry={() => void contract.refetch()}
      />
    );
  }
  if (!data) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6" role="status" aria-busy="true" aria-label="계약서 불러오는 중">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-[50dvh] w-full" />
      </div>
    );
  }

  const isProducer = data.myRole === "producer";
  const mySignature = data.signatures.find((s) => s.role === data.myRole);
  const doSend = () =>
    send.mutate(data.id, {
      onSuccess: () => toast.success("계약서를 보냈습니다", { description: `${data.artist.name}님에게 알림과 메일, 메시지로 서명을 요청했습니다.` }),
      onError: (err) => toast.error("보내지 못했습니다", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") }),
    });
  const doAmend = () =>
    amend.mutate(data.id, {
      onSuccess: (a) => {
        toast.success("수정 계약서를 만들었습니다", { description: "조건을 고친 뒤 예술인에게 보내면 양측이 다시 서명합니다." });
        navigate(`/contracts/${a.id}`);
      },
      onError: (err) => toast.error("수정 계약서를 만들지 못했습니다", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") }),
    });

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6 lg:py-8">
      <header className="flex flex-col gap-2">
        <p className="text-sm text-muted-foreground">
          <Link href={`/projects/${data.projectId}`} className="underline-offset-4 hover:underline">
            {data.projectTitle}
          </Link>{" "}
          · {contractTemplateLabels[data.template]}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-xl font-bold sm:text-2xl">{data.amends ? "수정 계약서" : "서면계약서"}</h1>
          <ContractStatusBadge status={data.status} />
          <ContractStandingBadge supersededAt={data.supersededAt} terminatedAt={data.terminatedAt} terminationPending={!!data.termination} />
        </div>
        <p className="text-sm text-muted-foreground">
          제작자 {data.producer.name} · 예술인 {data.artist.name}
        </p>
      </header>

      <StatusNotice data={data} />
      <VersionNotice data={data} />
      <TerminationBanner data={data} />
      {data.status === "signed" && (
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <ContractPaymentsPanel contractId={data.id} />
        </Suspense>
      )}

      {isProducer && editing ? (
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="text-base">
              계약 조건 수정
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ContractEditor contract={data} onDone={() => setEditing(false)} />
          </CardContent>
        </Card>
      ) : (
        <>
          {(data.canAmend || data.canRequestTermination) && (
            <div className="flex flex-col gap-2 sm:flex-row" data-testid="signed-contract-actions">
              {data.canAmend && (
                <Button variant="outline" onClick={doAmend} disabled={amend.isPending}>
                  {amend.isPending ? <Spinner /> : <FilePen aria-hidden="true" />}
                  수정 계약 작성
                </Button>
              )}
              {data.canRequestTermination && <TerminationRequestDialog contractId={data.id} otherName={isProducer ? data.artist.name : data.producer.name} />}
            </div>
          )}
          {(data.canEdit || data.canSend) && (
            <div className="flex flex-col gap-2 sm:flex-row">
              {data.canEdit && (
                <Button variant="outline" onClick={() => setEditing(true)}>
                  <Pencil aria-hidden="true" />
                  계약 조건 수정
                </Button>
              )}
              {data.canSend && (
                <Button onClick={doSend} disabled={send.isPending}>
                  {send.isPending ? <Spinner /> : <Send aria-hidden="true" />}
                  {data.status === "draft" ? "예술인에게 보내기" : "다시 보내기"}
                </Button>
              )}
            </div>
          )}
          <Card>
            <CardContent className="px-4 py-6 sm:px-8 sm:py-8">
              <ContractDocument text={data.documentText} />
            </CardContent>
          </Card>
        </>
      )}

      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2 text-base">
            <FileSignature className="size-4" aria-hidden="true" />
            서명
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <ul className="flex flex-col gap-2 text-sm">
            {(["artist", "producer"] as const).map((role) => {
              const s = data.signatures.find((x) => x.role === role);
              return (
                <li key={role} className="flex flex-col gap-0.5 rounded-md bg-muted/60 p-3 sm:flex-row sm:items-center sm:justify-between">
                  <span className="font-medium">{role === "artist" ? `예술인 ${data.artist.name}` : `제작자 ${data.producer.name}`}</span>
                  <span className="text-muted-foreground">{s ? `${s.fullName} · ${formatDate(s.signedAt, "datetime")} 서명` : "서명 전"}</span>
                </li>
              );
            })}
          </ul>
          <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2" aria-label="계약 당사자 정보">
            <div className="rounded-md border p-3">
              <dt className="font-medium">갑 (제작자)</dt>
              <dd className="text-muted-foreground">
                {data.parties.producer
                  ? `${data.parties.producer.legalName} · 대표자 ${data.parties.producer.representative}${data.parties.producer.businessNumber ? ` · 사업자등록번호 ${data.parties.producer.businessNumber}` : ""} · ${data.parties.producer.address}`
                  : "아직 입력하지 않았습니다"}
              </dd>
            </div>
            <div className="rounded-md border p-3">
              <dt className="font-medium">을 (예술인)</dt>
              <dd className="text-muted-foreground">
                {data.parties.artist
                  ? `${data.parties.artist.legalName} · 생년월일 ${data.parties.artist.birthDate} · ${data.parties.artist.address}`
                  : "서명할 때 입력합니다"}
              </dd>
            </div>
          </dl>
          <p className="break-all text-xs text-muted-foreground">계약서 본문 SHA-256: {data.documentHash}</p>
          {data.canSign && !editing && (
            <div className="border-t pt-4">
              <h3 className="mb-3 text-sm font-semibold">{isProducer ? "제작자 서명" : "예술인 서명"}</h3>
              <SignForm contract={data} />
            </div>
          )}
          {mySignature && data.status !== "signed" && <p className="text-sm text-muted-foreground">서명을 마쳤습니다. 상대방의 서명을 기다리고 있습니다.</p>}
          {data.canDecline && !editing && (
            <div className="flex justify-end">
              <DeclineDialog contractId={data.id} role={data.myRole} />
            </div>
          )}
          {data.status === "signed" && (
            <div className="flex flex-col gap-2 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
              <Button asChild>
                <a href={apiUrl("GET /api/contracts/{id}/pdf", { params: { id: data.id } })} download>
                  <Download aria-hidden="true" />
                  계약서 PDF 받기
                </a>
              </Button>
              <Link
                href={`/contracts/verify/${data.verifyCode}`}
                className="inline-flex items-center gap-1 text-sm text-muted-foreground underline-offset-4 hover:underline"
              >
                <ShieldCheck className="size-4" aria-hidden="true" />
                진위 확인 페이지
              </Link>
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function StatusNotice({ data }: { data: ContractView }) {
  const isProducer = data.myRole === "producer";
  const text =
    data.status === "draft"
      ? isProducer
        ? "작성 중인 계약서입니다. 보수, 지급 일정, 저작권과 크레딧, 특약을 확인한 뒤 예술인에게 보내주세요."
        : null
      : data.status === "sent"
        ? isProducer
          ? `${data.artist.name}님의 서명을 기다리고 있습니다.`
          : "제작자가 계약서를 보냈습니다. 끝까지 읽고 서명하거나, 고칠 점이 있으면 사유와 함께 거절해주세요."
        : data.status === "signed_by_artist"
          ? isProducer
            ? "예술인이 서명했습니다. 내용을 확인하고 서명하면 계약이 체결됩니다."
            : "서명을 마쳤습니다. 제작자의 서명을 기다리고 있습니다."
          : data.status === "signed"
            ? `양측 서명이 끝난 계약서입니다${data.signedAt ? ` (${formatDate(data.signedAt, "datetime")})` : ""}. PDF를 내려받아 보관해주세요.`
            : data.status === "declined"
              ? data.declinedByRole
                ? `${data.declinedByRole === "artist" ? "예술인이" : "제작자가"} 계약서를 거절했습니다. 사유: ${data.declineReason ?? ""}`
                : (data.declineReason ?? "더 진행할 수 없는 계약서입니다.")
              : "계약서 내용이 바뀌어 이전 서명이 무효가 되었습니다. 제작자가 다시 보내면 양측이 새로 서명합니다.";
  if (!text) return null;
  const warn = data.status === "declined" || data.status === "voided";
  return (
    <p role="status" className={warn ? "rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm" : "rounded-md border bg-muted/40 p-3 text-sm"}>
      {text}
    </p>
  );
}

/**
 * How this version relates to the others (issue 30): an amendment names the signed contract it changes; a
 * signed contract says when an amendment replaced it, when it was ended by agreement, or that an amendment
 * is under way. Replaced and ended contracts stay signed and verifiable.
 */
function VersionNotice({ data }: { data: ContractView }) {
  const lines: ReactNode[] = [];
  if (data.amends) {
    lines.push(
      <p key="amends">
        이 계약서는{" "}
        <Link href={`/contracts/${data.amends.id}`} className="font-medium underline underline-offset-4">
          {data.amends.signedAt ? `${formatDate(data.amends.signedAt)}에 서명한 계약서` : "이전 계약서"}
        </Link>
        의 수정 계약입니다.{" "}
        {data.status === "signed"
          ? "양측 서명으로 이전 계약서를 대체했습니다."
          : "양측이 서명하면 이전 계약서를 대체합니다. 그 전까지는 이전 계약서가 유효합니다."}
      </p>,
    );
  }
  if (data.supersededAt && data.amendment) {
    lines.push(
      <p key="superseded">
        <span className="font-medium">수정 계약으로 대체됨</span> ({formatDate(data.supersededAt, "datetime")}):{" "}
        <Link href={`/contracts/${data.amendment.id}`} className="font-medium underline underline-offset-4">
          수정 계약서
        </Link>
        가 이 계약서를 대체합니다. 이 계약서와 PDF는 서명된 그대로 보관되며 진위 확인도 계속 할 수 있습니다.
      </p>,
    );
  } else if (data.amendment) {
    lines.push(
      <p key="amendment">
        진행 중인 수정 계약이 있습니다 ({contractStatusLabels[data.amendment.status]}).{" "}
        <Link href={`/contracts/${data.amendment.id}`} className="font-medium underline underline-offset-4">
          수정 계약서 보기
        </Link>
      </p>,
    );
  }
  if (data.terminatedAt) {
    lines.push(
      <p key="terminated">
        <span className="font-medium">합의 해지됨</span> ({formatDate(data.terminatedAt, "datetime")}): 양측의 합의로 해지된 계약서입니다. 서명된 PDF는 그대로
        보관되며, 진위 확인 페이지에도 해지된 날짜가 함께 표시됩니다.
      </p>,
    );
  }
  if (!lines.length) return null;
  return (
    <div data-testid="contract-versions" className="flex flex-col gap-2 rounded-md border bg-muted/40 p-3 text-sm">
      {lines}
    </div>
  );
}
