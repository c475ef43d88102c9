import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast";
import { useInquiries, useReplyInquiry, type AdminInquiry } from "../api/admin-api";
import { categoryLabel, dateTime, ErrorLine, Loading, MoreButton, SectionTitle, StatusToggle } from "./shared";

/** The support inbox: open inquiries by deadline (overdue first), each answered by mail. */
export function InquiriesSection() {
  const [status, setStatus] = useState<"open" | "answered">("open");
  const q = useInquiries(status);
  const rows = q.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="inquiries-title">
      <SectionTitle
        action={
          <StatusToggle
            label="문의 상태"
            value={status}
            onChange={setStatus}
            options={[
              ["open", "답변 대기"],
              ["answered", "답변 완료"],
            ]}
          />
        }
      >
        <span id="inquiries-title">문의 답변</span>
      </SectionTitle>
      {q.isLoading ? (
        <Loading />
      ) : q.error ? (
        <ErrorLine error={q.error} />
      ) : rows.length === 0 ? (
        <EmptyState title={status === "open" ? "답변을 기다리는 문의가 없습니다" : "답변한 문의가 없습니다"} />
      ) : (
        <ul className="grid gap-4">
          {rows.map((i) => (
            <li key={i.id}>
              <InquiryCard inquiry={i} />
            </li>
          ))}
        </ul>
      )}
      <MoreButton hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()} />
    </section>
  );
}

function InquiryCard({ inquiry: i }: { inquiry: AdminInquiry }) {
  const reply = useReplyInquiry();
  const [text, setText] = useState("");
  const textId = useId();
  return (
    <Card data-testid="inquiry">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{categoryLabel[i.category]}</Badge>
          {i.overdue && <Badge variant="destructive">기한 초과</Badge>}
          <span className="text-xs text-muted-foreground">
            안내 {i.responseHours}시간 · {i.reply ? "답변까지" : "대기"} {i.waitedHours}시간
          </span>
        </div>
        <CardTitle className="text-base break-words">
          #{i.id} {i.subject}
        </CardTitle>
        <p className="text-xs break-all text-muted-foreground">
          {i.name} &lt;{i.email}&gt; · {i.userId ? "회원" : "비회원"} · {dateTime(i.createdAt)}
        </p>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="rounded-md border bg-muted/40 p-3 text-sm break-words whitespace-pre-wrap">{i.message}</p>
        {i.reply ? (
          <div className="text-sm">
            <p className="font-medium">
              답변 · {i.repliedBy?.name ?? "운영팀"} · {dateTime(i.repliedAt)}
            </p>
            <p className="break-words whitespace-pre-wrap">{i.reply}</p>
          </div>
        ) : (
          <form
            className="grid gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              reply.mutate({ id: i.id, message: text }, { onSuccess: () => toast.success("답변을 메일로 보냈습니다.") });
            }}
          >
            <Label htmlFor={textId}>답변 (문의자에게 메일로 보내집니다)</Label>
            <Textarea id={textId} value={text} onChange={(e) => setText(e.target.value)} maxLength={5000} rows={4} required />
            <ErrorLine error={reply.error} />
            <Button type="submit" className="w-fit" disabled={!text.trim() || reply.isPending}>
              답변 보내기
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
