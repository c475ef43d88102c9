import { useId, useMemo, useState } from "react";
import { BadgeCheck, ExternalLink, FileDown, FilePlus2, Paperclip, ShieldCheck, Trash2 } from "lucide-react";
import { Link } from "wouter";
import { toast } from "sonner";
import { activityKindLabels, isUpcoming } from "@shared/activity";
import { todayInKorea } from "@shared/dates";
import type { CreditView } from "@shared/api-types";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { apiUrl } from "@/lib/api";
import { errorMessage } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { ListError, ListSkeleton } from "@/components/lists/list-states";
import { useAcceptCredit, useCorrectCredit, useDeleteActivityItem, useMyActivity, useRevokeRecord, useShareCredit } from "../api/activity";
import { ActivityItemForm } from "./activity-item-form";
import { CreditStatusBadge, won } from "./credit-status-badge";
import { RecordBuilder } from "./record-builder";

const span = (a: string, b: string | null) => (b && b !== a ? `${formatDate(a, "dot")} ~ ${formatDate(b, "dot")}` : formatDate(a, "dot"));

function CorrectionDialog({ credit, onClose }: { credit: CreditView | null; onClose: () => void }) {
  const id = useId();
  const correct = useCorrectCredit();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!credit) return;
    if (note.trim().length < 5) return setError("수정할 내용을 5자 이상 적어주세요.");
    correct.mutate(
      { id: credit.id, note: note.trim() },
      {
        onSuccess: () => {
          toast.success("수정을 요청했습니다", { description: "제작자가 다시 확인하면 알려드립니다." });
          setNote("");
          onClose();
        },
        onError: (err) => setError(errorMessage(err, "요청하지 못했습니다.")),
      },
    );
  };
  return (
    <Dialog open={!!credit} onOpenChange={(o) => !o && !correct.isPending && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>수정 요청</DialogTitle>
          <DialogDescription>'{credit?.projectTitle}' 참여 기록에서 바로잡을 내용을 제작자에게 알려주세요.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-note`}>수정할 내용</Label>
          <Textarea
            id={`${id}-note`}
            rows={4}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-err` : undefined}
          />
          {error && (
            <p id={`${id}-err`} className="text-xs text-destructive">
              {error}
            </p>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={correct.isPending}>
            취소
          </Button>
          <Button onClick={submit} disabled={correct.isPending}>
            {correct.isPending && <Spinner />}
            수정 요청 보내기
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function CreditRow({ credit, onCorrect }: { credit: CreditView; onCorrect: () => void }) {
  const accept = useAcceptCredit();
  const share = useShareCredit();
  const id = useId();
  // Work still ahead of today (a credit made before dates had to be past) reads as upcoming.
  const upcoming = useMemo(() => isUpcoming(credit.startDate, todayInKorea()), [credit.startDate]);
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0" data-testid={`credit-${credit.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link href={`/projects/${credit.projectId}`} className="font-medium underline-offset-4 hover:underline">
          {credit.projectTitle}
        </Link>
        <CreditStatusBadge status={credit.status} />
      </div>
      <p className="text-sm text-muted-foreground">
        {credit.role} · {span(credit.startDate, credit.endDate)}
        {upcoming && " (예정)"} · 제작자 {credit.producer.name}
        {credit.field && ` · ${credit.field}`}
      </p>
      {(credit.presentedOn || credit.presentedPlace) && (
        <p className="text-xs text-muted-foreground">
          공개 발표: {[credit.presentedOn && formatDate(credit.presentedOn, "dot"), credit.presentedPlace].filter(Boolean).join(", ")}
        </p>
      )}
      <p className="text-xs text-muted-foreground">
        보수: {credit.feePaid ? `지급됨${credit.feeAmount != null ? ` (${won(credit.feeAmount)})` : ""}` : "지급되지 않음"}
        {credit.contract && (
          <>
            {" · "}
            <Link href={`/contracts/verify/${credit.contract.verifyCode}`} className="underline underline-offset-4">
              서면계약서 확인
            </Link>
          </>
        )}
      </p>
      {credit.status === "pending" && (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            onClick={() =>
              accept.mutate(credit.id, {
                onSuccess: () => toast.success("참여 기록을 수락했습니다", { description: "양측 확인 기록이 되어 프로필에 표시됩니다." }),
                onError: (err) => toast.error("수락하지 못했습니다", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") }),
              })
            }
            disabled={accept.isPending}
            aria-label={`${credit.projectTitle} 참여 기록 수락`}
          >
            {accept.isPending ? <Spinner /> : <BadgeCheck aria-hidden="true" />}
            내용이 맞습니다
          </Button>
          <Button size="sm" variant="outline" onClick={onCorrect} aria-label={`${credit.projectTitle} 수정 요청`}>
            수정 요청
          </Button>
        </div>
      )}
      {credit.status === "correction_requested" && <p className="text-xs text-amber-800">수정 요청: {credit.correctionNote} (제작자의 재확인을 기다리는 중)</p>}
      {credit.verified && (
        <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          <div className="flex items-center gap-2">
            <Switch
              id={`${id}-public`}
              checked={credit.isPublic}
              disabled={share.isPending}
              onCheckedChange={(v) => share.mutate({ id: credit.id, isPublic: v })}
            />
            <Label htmlFor={`${id}-public`}>프로필에 공개</Label>
          </div>
          <div className="flex items-center gap-2">
            <Switch
              id={`${id}-fee`}
              checked={credit.feePublic}
              disabled={share.isPending || !credit.isPublic}
              onCheckedChange={(v) => share.mutate({ id: credit.id, feePublic: v })}
            />
            <Label htmlFor={`${id}-fee`}>보수 공개</Label>
          </div>
        </div>
      )}
    </li>
  );
}

/**
 * The artist dashboard's '활동 증빙' tab (issue 15): credits producers confirmed (accept or ask for a
 * correction; choose what the profile shows), self-reported activity with evidence, and records (PDF
 * with a verification code) that can be revoked.
 */
export function ActivityTab() {
  const activity = useMyActivity();
  const del = useDeleteActivityItem();
  const revoke = useRevokeRecord();
  const [correcting, setCorrecting] = useState<CreditView | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [revoking, setRevoking] = useState<number | null>(null);

  if (activity.isPending) return <ListSkeleton />;
  if (activity.isError || !activity.data) return <ListError what="활동 증빙" onRetry={() => void activity.refetch()} />;
  const { credits, items, records } = activity.data;

  return (
    <div className="flex flex-col gap-4" data-testid="activity-tab">
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2 text-base">
            <BadgeCheck className="size-4" aria-hidden="true" />
            참여 기록
          </CardTitle>
          <CardDescription>
            완료된 프로젝트에서 제작자가 확인한 참여 내용입니다. 내용이 맞으면 수락해주세요. 양측이 확인한 기록만 '양측 확인 완료'로 표시되어 프로필과 증빙
            기록에 실립니다.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {credits.length === 0 ? (
            <p className="text-sm text-muted-foreground">아직 참여 기록이 없습니다. 참여한 프로젝트가 완료되면 제작자가 참여를 확인할 수 있습니다.</p>
          ) : (
            <ul className="flex flex-col divide-y">
              {credits.map((c) => (
                <CreditRow key={c.id} credit={c} onCorrect={() => setCorrecting(c)} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2 text-base">
            <Paperclip className="size-4" aria-hidden="true" />
            직접 등록한 활동
          </CardTitle>
          <CardDescription>
            플랫폼 밖의 전시·공연·출판 활동을 증빙 파일과 함께 등록할 수 있습니다. 본인 신고로 표시되며 플랫폼 확인 기록이 되지는 않습니다.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {items.length === 0 && !adding && <p className="text-sm text-muted-foreground">등록한 활동이 없습니다.</p>}
          {items.length > 0 && (
            <ul className="flex flex-col divide-y">
              {items.map((i) => (
                <li key={i.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium">{i.title}</span>
                    <span className="flex items-center gap-2">
                      <Badge variant="outline">본인 신고</Badge>
                      <Button variant="ghost" size="icon" className="size-8" aria-label={`${i.title} 삭제`} onClick={() => setDeleting(i.id)}>
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </span>
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {activityKindLabels[i.kind]} · {span(i.startDate, i.endDate)}
                    {i.organizer && ` · ${i.organizer}`}
                    {i.place && ` · ${i.place}`}
                  </p>
                  {i.evidenceUrls.length > 0 && (
                    <p className="flex flex-wrap gap-2 text-xs">
                      {i.evidenceUrls.map((u, n) => (
                        <a key={u} href={u} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 underline underline-offset-4">
                          <Paperclip className="size-3" aria-hidden="true" />
                          증빙 {n + 1}
                        </a>
                      ))}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
          {adding ? (
            <ActivityItemForm onDone={() => setAdding(false)} />
          ) : (
            <Button variant="outline" className="self-start" onClick={() => setAdding(true)}>
              <FilePlus2 aria-hidden="true" />
              활동 직접 등록
            </Button>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2 text-base">
            <ShieldCheck className="size-4" aria-hidden="true" />
            예술활동 증빙 기록 만들기
          </CardTitle>
          <CardDescription>
            예술활동증명(한국예술인복지재단) 신청에 낼 수 있는 PDF를 만듭니다. 양측 확인 기록이 먼저, 본인 신고 활동이 그다음에 실리고, 확인 코드와 QR 코드로
            누구나 내용을 확인할 수 있습니다.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <RecordBuilder activity={activity.data} />
          {records.length > 0 && (
            <section aria-labelledby="records-title" className="flex flex-col gap-2 border-t pt-4">
              <h3 id="records-title" className="text-sm font-semibold">
                만든 기록
              </h3>
              <ul className="flex flex-col divide-y">
                {records.map((r) => (
                  <li
                    key={r.id}
                    className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
                    data-testid={`record-${r.id}`}
                  >
                    <span className="flex min-w-0 flex-col">
                      <span className="text-sm font-medium">
                        {formatDate(r.periodFrom, "dot")} ~ {formatDate(r.periodTo, "dot")} · 양측 확인 {r.credits}건, 본인 신고 {r.selfReported}건
                      </span>
                      <span className="text-xs break-all text-muted-foreground">
                        확인 코드 {r.verifyCode} · {formatDate(r.createdAt, "dot")} 발급{r.revokedAt && ` · ${formatDate(r.revokedAt, "dot")} 철회됨`}
                      </span>
                    </span>
                    <span className="flex shrink-0 flex-wrap items-center gap-2">
                      {r.revokedAt && <Badge variant="destructive">철회됨</Badge>}
                      <Button asChild size="sm" variant="outline">
                        <a href={apiUrl("GET /api/activity/records/{id}/pdf", { params: { id: r.id } })} download aria-label={`${r.verifyCode} 기록 PDF 받기`}>
                          <FileDown aria-hidden="true" />
                          PDF
                        </a>
                      </Button>
                      <Button asChild size="sm" variant="outline">
                        <Link href={`/records/verify/${r.verifyCode}`} aria-label={`${r.verifyCode} 확인 페이지 열기`}>
                          <ExternalLink aria-hidden="true" />
                          확인 페이지
                        </Link>
                      </Button>
                      {!r.revokedAt && (
                        <Button size="sm" variant="ghost" onClick={() => setRevoking(r.id)} aria-label={`${r.verifyCode} 기록 철회`}>
                          철회
                        </Button>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </CardContent>
      </Card>

      <CorrectionDialog credit={correcting} onClose={() => setCorrecting(null)} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="활동을 삭제할까요?"
        description="이미 만든 증빙 기록에는 그대로 남습니다."
        pending={del.isPending}
        onConfirm={() => deleting !== null && del.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
      <AlertDialog open={revoking !== null} onOpenChange={(o) => !o && !revoke.isPending && setRevoking(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>이 기록을 철회할까요?</AlertDialogTitle>
            <AlertDialogDescription>
              철회하면 확인 페이지에 '철회된 기록'으로 표시되고 담긴 활동은 더 이상 보이지 않습니다. 되돌릴 수 없습니다.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>취소</AlertDialogCancel>
            <AlertDialogAction
              onClick={() =>
                revoking !== null &&
                revoke.mutate(revoking, {
                  onSuccess: () => toast.success("기록을 철회했습니다"),
                  onError: (err) => toast.error("철회하지 못했습니다", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") }),
                  onSettled: () => setRevoking(null),
                })
              }
            >
              철회
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
