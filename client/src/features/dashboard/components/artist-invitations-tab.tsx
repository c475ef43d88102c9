import { useState } from "react";
import { AlertTriangle, CalendarClock, Check, Mail, MapPin, Wallet, X } from "lucide-react";
import { Link } from "wouter";
import { toast } from "sonner";
import type { DashboardInvitation } from "@shared/api-types";
import { ProjectStatusBadge } from "@/components/projects/project-status-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useReceivedInvitations } from "@/features/invitations/api/get-received-invitations";
import { useRespondInvitation } from "@/features/invitations/api/respond-invitation";
import { DeclineInvitationDialog } from "@/features/projects/exports";
import { useUnauthorizedHandler } from "@/features/auth/exports";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { displayName, formatBudget, formatDate } from "@/lib/format";
import {
  isUrgent,
  RECEIVED_INVITATION_FILTERS,
  receivedInvitationFilterLabel,
  receivedInvitationList,
  type ReceivedInvitationFilter,
} from "../lib/dashboard-lists";
import { InvitationStatusBadge } from "./invitation-status-badge";
import { ListEmpty, ListError, ListSkeleton } from "@/components/lists/list-states";
import { useShowMore } from "./use-show-more";
import { ListToolbar, ToolbarSelect } from "./list-toolbar";
import { PersonLink } from "./person-link";

/** Spec: received invitations with status filters, an urgent badge, accept, and decline with the six categories. */
export function ArtistInvitationsTab() {
  const invitations = useReceivedInvitations();
  const [filter, setFilter] = useState<ReceivedInvitationFilter>("all");
  const [declining, setDeclining] = useState<DashboardInvitation | null>(null);
  const respond = useRespondInvitation();
  const handleUnauthorized = useUnauthorizedHandler();

  const accept = (inv: DashboardInvitation) =>
    respond.mutate(
      { id: inv.id, response: { status: "accepted" } },
      {
        onSuccess: () => toast.success("초대 수락 완료", { description: `‘${inv.project.title}’ 초대를 수락해 프로젝트에 지원되었습니다.` }),
        onError: (err) => {
          if (handleUnauthorized(err)) return;
          toast.error("응답 실패", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") });
        },
      },
    );

  const all = receivedInvitationList(invitations.data ?? [], "all");
  const list = receivedInvitationList(all, filter);
  const { visible, more } = useShowMore(list, filter);

  if (invitations.isLoading) return <ListSkeleton />;
  if (invitations.isError) return <ListError what="받은 초대" onRetry={() => void invitations.refetch()} />;

  return (
    <div>
      <ListToolbar count={list.length}>
        <ToolbarSelect label="상태" value={filter} options={RECEIVED_INVITATION_FILTERS} labels={receivedInvitationFilterLabel} onChange={setFilter} />
      </ListToolbar>
      {list.length === 0 ? (
        <ListEmpty
          icon={<Mail />}
          title={all.length === 0 ? "아직 받은 초대가 없습니다" : "조건에 맞는 초대가 없습니다"}
          description={all.length === 0 ? "프로필과 포트폴리오를 채우면 제작자의 초대를 받을 가능성이 높아집니다." : "다른 상태를 선택해보세요."}
        />
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {visible.map((inv) => (
              <li key={inv.id}>
                <ReceivedInvitationCard
                  invitation={inv}
                  busy={respond.isPending && respond.variables?.id === inv.id}
                  onAccept={() => accept(inv)}
                  onDecline={() => setDeclining(inv)}
                />
              </li>
            ))}
          </ul>
          {more}
        </>
      )}
      {declining && (
        <DeclineInvitationDialog
          open={!!declining}
          onOpenChange={(o) => !o && setDeclining(null)}
          invitationId={declining.id}
          projectTitle={declining.project.title}
          onResponded={() => setDeclining(null)}
        />
      )}
    </div>
  );
}

function ReceivedInvitationCard({
  invitation: inv,
  busy,
  onAccept,
  onDecline,
}: {
  invitation: DashboardInvitation;
  busy: boolean;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const pending = inv.status === "pending";
  const urgent = pending && isUrgent(inv.project.deadline);
  return (
    <Card data-testid="received-invitation-card" className={cn(urgent && "border-destructive/40")}>
      <CardContent className="flex flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <Link
            href={`/projects/${inv.projectId}`}
            className="min-w-0 font-semibold break-words outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {inv.project.title}
          </Link>
          <div className="flex flex-wrap items-center gap-2">
            {urgent && (
              <Badge variant="destructive">
                <AlertTriangle aria-hidden="true" />
                마감 임박
              </Badge>
            )}
            <InvitationStatusBadge status={inv.status} />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <ProjectStatusBadge status={inv.project.status} />
          <span className={cn("inline-flex items-center gap-1", urgent && "font-medium text-destructive")}>
            <CalendarClock aria-hidden="true" className="size-3.5" />
            {inv.project.deadline ? `마감 ${formatDate(inv.project.deadline, "dot")}` : "마감일 미정"}
          </span>
          {inv.project.location && (
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-3.5" />
              {inv.project.location}
            </span>
          )}
          <span className="inline-flex items-center gap-1">
            <Wallet aria-hidden="true" className="size-3.5" />
            {formatBudget(inv.project.budget)}
          </span>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <PersonLink person={inv.producer} href={`/producers/${inv.producerId}`} sub={`${formatDate(inv.createdAt, "dot")} 초대`} />
        </div>
        {inv.message && (
          <blockquote className="rounded-md border-l-4 border-primary/40 bg-muted/60 px-3 py-2 text-sm whitespace-pre-wrap break-words">
            {inv.message}
          </blockquote>
        )}
        {inv.status === "rejected" && inv.rejectionReason && <p className="text-xs text-muted-foreground">거절 사유: {inv.rejectionReason}</p>}
        {pending && (
          <div className="grid grid-cols-2 gap-2 border-t pt-3 sm:flex">
            <Button size="sm" onClick={onAccept} disabled={busy} aria-label={`${inv.project.title} 초대 수락`}>
              {busy ? <Spinner /> : <Check aria-hidden="true" />}
              초대 수락
            </Button>
            <Button size="sm" variant="outline" onClick={onDecline} disabled={busy} aria-label={`${inv.project.title} 초대 거절`}>
              <X aria-hidden="true" />
              거절
            </Button>
          </div>
        )}
        {!pending && inv.status === "accepted" && <p className="text-xs text-muted-foreground">{displayName(inv.producer)}님의 초대를 수락했습니다.</p>}
      </CardContent>
    </Card>
  );
}
