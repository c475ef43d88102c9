import { useId, useState } from "react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast";
import { useReportQueue, useResolveReport, type ReportGroup } from "../api/admin-api";
import { actionLabel, dateTime, ErrorLine, kindLabel, Loading, MoreButton, SectionTitle, StatusToggle, errorText } from "./shared";

/** The reports queue: one card per reported item with its reporters, the content and the actions. */
export function ReportsSection() {
  const [status, setStatus] = useState<"open" | "resolved">("open");
  const q = useReportQueue(status);
  const groups = q.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="reports-title">
      <SectionTitle
        action={
          <StatusToggle
            label="신고 상태"
            value={status}
            onChange={setStatus}
            options={[
              ["open", "처리 대기"],
              ["resolved", "처리 완료"],
            ]}
          />
        }
      >
        <span id="reports-title">신고 처리</span>
      </SectionTitle>
      {q.isLoading ? (
        <Loading />
      ) : q.error ? (
        <ErrorLine error={q.error} />
      ) : groups.length === 0 ? (
        <EmptyState title={status === "open" ? "처리할 신고가 없습니다" : "처리한 신고가 없습니다"} />
      ) : (
        <ul className="grid gap-4">
          {groups.map((g) => (
            <li key={`${g.kind}:${g.targetId}`}>
              <ReportCard group={g} />
            </li>
          ))}
        </ul>
      )}
      <MoreButton hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()} />
    </section>
  );
}

function ReportCard({ group: g }: { group: ReportGroup }) {
  const resolve = useResolveReport();
  const [note, setNote] = useState("");
  const noteId = useId();
  const c = g.content;
  const act = (action: "dismiss" | "hide" | "delete") =>
    resolve.mutate({ id: g.id, action, note }, { onSuccess: (r) => toast.success(r.message), onError: (e) => toast.error(errorText(e)) });
  return (
    <Card data-testid="report-group">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{kindLabel[g.kind] ?? g.kind}</Badge>
          <CardTitle className="text-base">
            신고 {g.reports.length}건 · 신고자 {g.reporterCount}명
          </CardTitle>
          {c.hiddenAt && <Badge variant="outline">숨겨짐</Badge>}
          {!c.exists && <Badge variant="outline">삭제됨</Badge>}
        </div>
        <p className="text-xs text-muted-foreground">
          처음 {dateTime(g.firstReportedAt)} · 마지막 {dateTime(g.lastReportedAt)}
          {c.author && (
            <>
              {" · 작성자 "}
              <Link href={`/admin/users/${c.author.id}`} className="underline">
                {c.author.name}
              </Link>
            </>
          )}
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {c.title && <p className="font-medium">{c.title}</p>}
        {c.context.length > 0 ? (
          <ol className="grid gap-1 rounded-md border p-3 text-sm" aria-label="신고된 메시지 전후 대화">
            {c.context.map((m) => (
              <li key={m.id} className={m.reported ? "rounded bg-destructive/10 p-1 font-medium" : "p-1"}>
                <span className="text-muted-foreground">{m.sender.name}: </span>
                {m.content}
                {m.reported && <span className="sr-only"> (신고된 메시지)</span>}
              </li>
            ))}
          </ol>
        ) : (
          <blockquote className="max-h-40 overflow-auto rounded-md border bg-muted/40 p-3 text-sm break-words whitespace-pre-wrap">
            {c.text ?? "(내용 없음)"}
          </blockquote>
        )}
        <ul className="grid gap-1 text-sm">
          {g.reports.map((r) => (
            <li key={r.id} className="flex flex-wrap gap-x-2">
              <span className="font-medium">{r.reporter.name}</span>
              <span className="text-muted-foreground">{dateTime(r.createdAt)}</span>
              <span className="w-full break-words sm:w-auto">“{r.reason}”</span>
              {r.resolution && (
                <Badge variant="outline">
                  {actionLabel[r.resolution]}
                  {r.resolutionNote ? ` · ${r.resolutionNote}` : ""}
                </Badge>
              )}
            </li>
          ))}
        </ul>
        {g.status === "open" && (
          <div className="grid gap-2">
            <Label htmlFor={noteId}>처리 메모 (작성자에게 사유로 전달됩니다)</Label>
            <Textarea id={noteId} value={note} onChange={(e) => setNote(e.target.value)} maxLength={1000} rows={2} />
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" disabled={resolve.isPending} onClick={() => act("dismiss")}>
                기각 (다시 표시)
              </Button>
              <Button type="button" disabled={resolve.isPending} onClick={() => act("hide")}>
                숨기기
              </Button>
              {g.kind !== "user" && g.kind !== "project" && (
                <Button type="button" variant="destructive" disabled={resolve.isPending} onClick={() => act("delete")}>
                  삭제
                </Button>
              )}
              {c.author && g.kind !== "user" && (
                <Button asChild variant="ghost">
                  <Link href={`/admin/users/${c.author.id}`}>작성자 관리</Link>
                </Button>
              )}
              {g.kind === "user" && (
                <Button asChild variant="ghost">
                  <Link href={`/admin/users/${g.targetId}`}>회원 관리 (정지)</Link>
                </Button>
              )}
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
