import { Check, Search, X } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { TAG_LISTED_AFTER_PEOPLE } from "@shared/constants";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast";
import { useReviewTag, useTagQueue, type AdminTag, type TagStatus } from "../api/admin-api";
import { dateTime, ErrorLine, Loading, MoreButton, SectionTitle, StatusToggle } from "./shared";

const emptyText: Record<TagStatus, string> = {
  pending: "검토를 기다리는 태그가 없습니다",
  approved: "승인한 태그가 없습니다",
  rejected: "거절한 태그가 없습니다",
};

/**
 * Tags members made up (issue 24 with issue 30's tag floods): off the public lists until enough people
 * use them; an operator approves one (listed at once) or rejects it (never listed).
 */
export function TagsSection() {
  const [status, setStatus] = useState<TagStatus>("pending");
  const [text, setText] = useState("");
  const [search, setSearch] = useState("");
  const q = useTagQueue(status, search);
  const inputId = useId();
  const rows = q.data?.pages.flatMap((p) => p.items) ?? [];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(text.trim());
  };
  return (
    <section aria-labelledby="tags-title">
      <SectionTitle
        action={
          <StatusToggle
            label="태그 상태"
            value={status}
            onChange={setStatus}
            options={[
              ["pending", "검토 대기"],
              ["approved", "승인"],
              ["rejected", "거절"],
            ]}
          />
        }
      >
        <span id="tags-title">태그 검토</span>
      </SectionTitle>
      <p className="mb-4 text-sm text-muted-foreground">
        회원이 새로 만든 태그는 {TAG_LISTED_AFTER_PEOPLE}명 이상이 쓰거나 승인되기 전까지 공개 목록과 자동완성에 나오지 않습니다. 거절한 태그는 사용자가 많아도
        공개되지 않으며, 이미 붙인 회원의 글에는 그대로 남습니다.
      </p>
      <form role="search" onSubmit={submit} className="mb-4 flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          태그 이름
        </label>
        <Input id={inputId} value={text} onChange={(e) => setText(e.target.value)} placeholder="태그 이름" maxLength={50} />
        <Button type="submit">
          <Search aria-hidden="true" />
          검색
        </Button>
      </form>
      {q.isLoading ? (
        <Loading />
      ) : q.error ? (
        <ErrorLine error={q.error} />
      ) : rows.length === 0 ? (
        <EmptyState title={emptyText[status]} />
      ) : (
        <ul className="divide-y rounded-md border">
          {rows.map((t) => (
            <li key={t.id}>
              <TagRow tag={t} />
            </li>
          ))}
        </ul>
      )}
      <MoreButton hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()} />
    </section>
  );
}

function TagRow({ tag: t }: { tag: AdminTag }) {
  const review = useReviewTag();
  const decide = (decision: "approve" | "reject") =>
    review.mutate(
      { id: t.id, decision },
      { onSuccess: () => toast.success(decision === "approve" ? `'${t.name}' 태그를 승인했습니다.` : `'${t.name}' 태그를 거절했습니다.`) },
    );
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 p-3" data-testid="admin-tag">
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium break-all">
          #{t.name}
          {t.listed ? <Badge variant="secondary">공개 중</Badge> : <Badge variant="outline">비공개</Badge>}
        </p>
        <p className="text-xs break-all text-muted-foreground">
          사용자 {t.people}명 · 만든 사람 {t.createdBy ? `${t.createdBy.name} <${t.createdBy.email}>` : "시스템"} · {dateTime(t.createdAt)}
          {t.rejectedAt && ` · 거절 ${dateTime(t.rejectedAt)}`}
        </p>
        <ErrorLine error={review.error} />
      </div>
      <div className="flex gap-2">
        {t.status !== "approved" && (
          <Button type="button" size="sm" onClick={() => decide("approve")} disabled={review.isPending} aria-label={`${t.name} 승인`}>
            <Check aria-hidden="true" />
            승인
          </Button>
        )}
        {t.status !== "rejected" && (
          <Button type="button" size="sm" variant="outline" onClick={() => decide("reject")} disabled={review.isPending} aria-label={`${t.name} 거절`}>
            <X aria-hidden="true" />
            거절
          </Button>
        )}
      </div>
    </div>
  );
}
