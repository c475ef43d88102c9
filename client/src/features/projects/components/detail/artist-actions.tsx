import { useState, type ReactNode } from "react";
import { CalendarCheck2, Check, Mail, MessageCircle, PenLine, Send, X } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { toast } from "sonner";
import type { ProjectDetail, ProjectRole } from "@shared/api-types";
import { applicationStatusLabel } from "@shared/labels";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useDeleteApplication } from "@/features/applications/api/delete-application";
import { useRespondInvitation } from "@/features/invitations/api/respond-invitation";
import { api } from "@/lib/api";
import { errorMessage } from "@/lib/api-client";
import { displayName, formatDate } from "@/lib/format";
import { useUnauthorizedHandler } from "@/features/auth/exports";
import { ApplicationDialog } from "./application-dialog";
import { DeclineInvitationDialog } from "./decline-invitation-dialog";
import { acceptsApplications } from "./project-deadline";
import { ReviewAction } from "./review-action";

export interface ArtistActionsProps {
  project: ProjectDetail;
  viewerId: string;
  /** Refetches the project (and what hangs off it) after a change. */
  onChanged: () => void;
  /** The role chosen in the roles list (issue 26): opens the application for it. */
  applyRole?: ProjectRole | null;
  onApplyRoleChange?: (role: ProjectRole | null) => void;
}

const ACCEPTED = ["accepted", "invited_accepted"];

/**
 * Spec: an artist who is not the owner applies, edits or cancels a pending application, and answers
 * a pending invitation. States: accepted invitation -> '초대 수락됨' with the application status;
 * pending invitation -> '초대받음' with 초대 수락 / 거절; otherwise '지원하기' (disabled once recruiting ends).
 */
export function ArtistActions({ project, viewerId, onChanged, applyRole = null, onApplyRoleChange }: ArtistActionsProps) {
  const [applyOpen, setApplyOpen] = useState(false);
  const [declineOpen, setDeclineOpen] = useState(false);
  const handleUnauthorized = useUnauthorizedHandler();
  const invitation = project.myInvitation;
  // A withdrawn application may be sent again (the server reopens it), so it reads like none at all.
  const application = project.myApplication?.status === "withdrawn" ? null : project.myApplication;
  const open = acceptsApplications(project);

  // Messaging needs a project connection (spec); asked only once the viewer has one with this producer.
  const connected = !!application || !!invitation;
  const canMessage = useQuery({
    queryKey: ["/api/users", project.producerId, "can-contact"] as const,
    queryFn: () => api("GET /api/users/{id}/can-contact", { params: { id: project.producerId } }),
    enabled: connected && !!project.producer && !project.producer.isDeleted,
    staleTime: 5_000,
    retry: false,
  });

  const respond = useRespondInvitation();
  const remove = useDeleteApplication();

  const accept = () => {
    if (!invitation) return;
    respond.mutate(
      { id: invitation.id, response: { status: "accepted" } },
      {
        onSuccess: () => {
          toast.success("초대 수락 완료", { description: "초대를 수락해 프로젝트에 지원되었습니다." });
          onChanged();
        },
        onError: (err) => {
          if (handleUnauthorized(err)) return;
          toast.error("응답 실패", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") });
        },
      },
    );
  };

  const cancelApplication = () => {
    if (!application) return;
    remove.mutate(application.id, {
      onSuccess: () => {
        toast.success("지원 취소 완료", { description: "지원이 취소되었습니다." });
        onChanged();
      },
      onError: (err) => {
        if (handleUnauthorized(err)) return;
        toast.error("취소 실패", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") });
      },
    });
  };

  let body: ReactNode;
  if (invitation?.status === "pending") {
    body = (
      <div className="flex flex-col gap-4">
        <div className="flex items-center gap-2">
          <Badge className="bg-violet-600">
            <Mail aria-hidden="true" />
            초대받음
          </Badge>
          <span className="text-xs text-muted-foreground">{formatDate(invitation.createdAt, "dot")}</span>
        </div>
        <p className="text-sm text-muted-foreground">{displayName(project.producer)}님이 이 프로젝트에 초대했습니다.</p>
        {invitation.message && (
          <blockquote className="rounded-md border-l-4 border-primary/40 bg-muted/60 px-3 py-2 text-sm whitespace-pre-wrap">{invitation.message}</blockquote>
        )}
        <div className="grid grid-cols-2 gap-2">
          <Button onClick={accept} disabled={respond.isPending}>
            {respond.isPending ? <Spinner /> : <Check aria-hidden="true" />}
            초대 수락
          </Button>
          <Button variant="outline" onClick={() => setDeclineOpen(true)} disabled={respond.isPending}>
            <X aria-hidden="true" />
            거절
          </Button>
        </div>
        <DeclineInvitationDialog
          open={declineOpen}
          onOpenChange={setDeclineOpen}
          invitationId={invitation.id}
          projectTitle={project.title}
          onResponded={onChanged}
        />
      </div>
    );
  } else if (invitation?.status === "accepted") {
    body = (
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge className="bg-success">
            <CalendarCheck2 aria-hidden="true" />
            초대 수락됨
          </Badge>
          {project.myApplication && <Badge variant="secondary">{applicationStatusLabel[project.myApplication.status]}</Badge>}
        </div>
        <p className="text-sm text-muted-foreground">초대를 수락해 이 프로젝트에 참여 중입니다.</p>
      </div>
    );
  } else if (application?.status === "pending") {
    body = (
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{applicationStatusLabel.pending}</Badge>
          <span className="text-xs text-muted-foreground">{formatDate(application.appliedAt, "dot")} 지원</span>
        </div>
        <p className="text-sm text-muted-foreground">제작자가 지원서를 검토하고 있습니다. 검토 중에는 지원서를 수정하거나 취소할 수 있습니다.</p>
        <div className="grid grid-cols-2 gap-2">
          <Button variant="outline" onClick={() => setApplyOpen(true)}>
            <PenLine aria-hidden="true" />
            지원서 수정
          </Button>
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button variant="outline" className="text-destructive hover:text-destructive" disabled={remove.isPending}>
                {remove.isPending ? <Spinner /> : <X aria-hidden="true" />}
                지원 취소
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>지원을 취소하시겠습니까?</AlertDialogTitle>
                <AlertDialogDescription>‘{project.title}’ 프로젝트에 보낸 지원서가 취소됩니다.</AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>돌아가기</AlertDialogCancel>
                <AlertDialogAction className={buttonVariants({ variant: "destructive" })} onClick={cancelApplication}>
                  지원 취소
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
      </div>
    );
  } else if (application) {
    body = (
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-muted-foreground">지원 상태</span>
          <Badge variant={application.status === "rejected" ? "destructive" : ACCEPTED.includes(application.status) ? "default" : "secondary"}>
            {applicationStatusLabel[application.status]}
          </Badge>
        </div>
        {application.reason && (
          <p className="rounded-md bg-muted/60 px-3 py-2 text-sm">
            <span className="font-medium">제작자 메시지: </span>
            {application.reason}
          </p>
        )}
      </div>
    );
  } else {
    body =
      open && project.roles.length > 0 ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm">모집 분야마다 따로 지원합니다.</p>
          <a href="#roles" className="text-sm font-medium text-primary underline-offset-2 hover:underline">
            모집 분야 {project.roles.length}개 보기
          </a>
        </div>
      ) : open ? (
        <div className="flex flex-col gap-3">
          <Button size="lg" className="w-full" onClick={() => setApplyOpen(true)}>
            <Send aria-hidden="true" />
            지원하기
          </Button>
          <p className="text-center text-xs text-muted-foreground">자기소개서를 작성해 바로 지원할 수 있습니다.</p>
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          <Button size="lg" className="w-full" disabled aria-describedby="closed-hint">
            모집이 마감되었습니다
          </Button>
          <p id="closed-hint" className="text-center text-xs text-muted-foreground">
            이 프로젝트는 현재 지원을 받지 않습니다.
          </p>
        </div>
      );
  }

  const reviewProducer =
    project.status === "completed" &&
    project.producer &&
    !project.producer.isDeleted &&
    project.myApplication &&
    ACCEPTED.includes(project.myApplication.status);

  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle as="h2" className="text-base">
          프로젝트 지원
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {body}
        {canMessage.data?.canContact && project.producer && (
          // A connection exists (an application or an invitation between the two): the conversations feature's rule says yes.
          <Button asChild variant="outline" className="w-full">
            <Link href={`/messages?user=${encodeURIComponent(project.producer.id)}`}>
              <MessageCircle aria-hidden="true" />
              제작자에게 메시지 보내기
            </Link>
          </Button>
        )}
        {reviewProducer && (
          <ReviewAction
            projectId={project.id}
            projectTitle={project.title}
            viewerId={viewerId}
            reviewee={{ id: project.producer!.id, name: displayName(project.producer), role: "제작자" }}
            onReviewed={onChanged}
            prompt="함께한 제작자에게 후기를 남겨주세요."
          />
        )}
      </CardContent>
      <ApplicationDialog
        open={applyOpen || !!applyRole}
        onOpenChange={(next) => {
          setApplyOpen(next);
          if (!next) onApplyRoleChange?.(null);
        }}
        projectId={project.id}
        projectTitle={project.title}
        role={applyRole}
        application={!applyRole && application?.status === "pending" ? application : null}
        onSaved={onChanged}
      />
    </Card>
  );
}
