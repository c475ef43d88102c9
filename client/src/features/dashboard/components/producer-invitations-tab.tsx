import { useState } from "react";
import { CalendarClock, MailX, MessageSquare, Send, X } from "lucide-react";
import { Link } from "wouter";
import type { DashboardInvitation } from "@shared/api-types";
import { declineCategoryLabel } from "@shared/labels";
import { ProjectStatusBadge } from "@/components/projects/project-status-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useSentInvitations } from "@/features/invitations/api/get-sent-invitations";
import { cn } from "@/lib/cn";
import { displayName, formatDate } from "@/lib/format";
import {
  isUrgent,
  LIST_SORTS,
  listSortLabel,
  PERIOD_FILTERS,
  periodFilterLabel,
  SENT_INVITATION_FILTERS,
  sentInvitationFilterLabel,
  sentInvitationList,
  type ListSort,
  type PeriodFilter,
  type SentInvitationFilter,
} from "../lib/dashboard-lists";
import { CancelInvitationDialog, type CancelTarget } from "./cancel-invitation-dialog";
import { InvitationStatusBadge } from "./invitation-status-badge";
import { ListEmpty, ListError, ListSkeleton } from "@/components/lists/list-states";
import { useShowMore } from "./use-show-more";
import { ListToolbar, ToolbarSelect } from "./list-toolbar";
import { PersonLink } from "./person-link";

const sortLabels = { ...listSortLabel, most: "초대 많은 순" };

/** Spec: sent invitations (cancelled hidden) with sorts, status and period filters, and cancel for pending ones. */
export function ProducerInvitationsTab() {
  const invitations = useSentInvitations();
  const [sort, setSort] = useState<ListSort>("latest");
  const [filter, setFilter] = useState<SentInvitationFilter>("all");
  const [period, setPeriod] = useState<PeriodFilter>("all");
  const [cancelling, setCancelling] = useState<CancelTarget | null>(null);

  const all = (invitations.data ?? []).filter((i) => i.status !== "cancelled");
  const list = sentInvitationList(all, filter, period, sort);
  const { visible, more } = useShowMore(list, `${filter}-${period}-${sort}`);

  if (invitations.isLoading) return <ListSkeleton />;
  if (invitations.isError) return <ListError what="보낸 초대" onRetry={() => void invitations.refetch()} />;

  return (
    <div>
      <ListToolbar count={list.length}>
        <ToolbarSelect label="정렬" value={sort} options={LIST_SORTS} labels={sortLabels} onChange={setSort} />
        <ToolbarSelect label="상태" value={filter} options={SENT_INVITATION_FILTERS} labels={sentInvitationFilterLabel} onChange={setFilter} />
        <ToolbarSelect label="기간" value={period} options={PERIOD_FILTERS} labels={periodFilterLabel} onChange={setPeriod} />
      </ListToolbar>
      {list.length === 0 ? (
        all.length === 0 ? (
          <ListEmpty
            icon={<Send />}
            title="아직 보낸 초대가 없습니다"
            description="아티스트 프로필에서 프로젝트에 초대해보세요."
            action={
              <Button asChild variant="outline">
                <Link href="/artists">아티스트 찾기</Link>
              </Button>
            }
          />
        ) : (
          <ListEmpty icon={<MailX />} title="조건에 맞는 초대가 없습니다" description="다른 필터나 기간을 선택해보세요." />
        )
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {visible.map((inv) => (
              <li key={inv.id}>
                <SentInvitationCard
                  invitation={inv}
                  onCancel={() => setCancelling({ id: inv.id, artistName: displayName(inv.artist), projectTitle: inv.project.title })}
                />
              </li>
            ))}
          </ul>
          {more}
        </>
      )}
      <CancelInvitationDialog target={cancelling} onClose={() => setCancelling(null)} />
    </div>
  );
}

function SentInvitationCard({ invitation: inv, onCancel }: { invitation: DashboardInvitation; onCancel: () => void }) {
  const urgent = inv.status === "pending" && isUrgent(inv.project.deadline);
  return (
    <Card data-testid="sent-invitation-card">
      <CardContent className="flex flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <PersonLink person={inv.artist} href={`/artists/${inv.artistId}`} />
          <div className="flex flex-wrap items-center gap-2 sm:justify-end">
            <InvitationStatusBadge status={inv.status} />
            <time dateTime={inv.createdAt} className="text-xs text-muted-foreground">
              {formatDate(inv.createdAt, "dot")} 초대
            </time>
          </div>
        </div>
        <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
          <Link
            href={`/projects/${inv.projectId}`}
            className="min-w-0 truncate font-medium outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {inv.project.title}
          </Link>
          <ProjectStatusBadge status={inv.project.status} />
          <span className={cn("inline-flex items-center gap-1 text-xs", urgent ? "font-medium text-destructive" : "text-muted-foreground")}>
            <CalendarClock aria-hidden="true" className="size-3.5" />
            {inv.project.deadline ? `마감 ${formatDate(inv.project.deadline, "dot")}` : "마감일 미정"}
            {urgent && " · 마감 임박"}
          </span>
        </div>
        {inv.message && <p className="line-clamp-2 rounded-md bg-muted/60 px-3 py-2 text-sm whitespace-pre-wrap break-words">{inv.message}</p>}
        {inv.status === "rejected" && (inv.rejectionReason || inv.rejectionCategory) && (
          <p className="text-xs text-muted-foreground">
            <span className="font-medium">거절 사유: </span>
            {inv.rejectionReason || declineCategoryLabel[inv.rejectionCategory ?? ""] || inv.rejectionCategory}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-2 border-t pt-3">
          {inv.status === "pending" && (
            <Button
              size="sm"
              variant="outline"
              className="text-destructive hover:text-destructive"
              onClick={onCancel}
              aria-label={`${displayName(inv.artist)}님 초대 취소`}
            >
              <X aria-hidden="true" />
              초대 취소
            </Button>
          )}
          {!inv.artist.isDeleted && (
            <Button asChild size="sm" variant="ghost" className="ml-auto">
              <Link href={`/messages?user=${encodeURIComponent(inv.artistId)}`}>
                <MessageSquare aria-hidden="true" />
                메시지
              </Link>
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
