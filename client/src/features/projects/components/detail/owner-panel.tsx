import { lazy, Suspense, useState, type ReactNode } from "react";
import { CheckCircle2, Mail, Pencil, Play, Rocket, UserPlus, Users } from "lucide-react";
import { Link } from "wouter";
import { toast } from "sonner";
import type { ProjectDetail } from "@shared/api-types";
import type { ProjectStatus } from "@shared/constants";
import { applicationStatusLabel, projectStatusText } from "@shared/labels";
import { ProjectStatusBadge } from "@/components/projects/project-status-badge";
import { deadlineState } from "./project-deadline";
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
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { displayName, initials } from "@/lib/format";
import { useAcceptedArtists } from "../../api/get-accepted-artists";
import { useUpdateProjectStatus } from "../../api/update-project-status";
import { useUnauthorizedHandler } from "@/features/auth/exports";
import { loadProjectCreditsPanel } from "@/features/activity/exports";
import { loadProjectContractsPanel } from "@/features/contracts/exports";
import { ReviewAction } from "./review-action";

// Written contracts (issue 14): their panel loads on its own chunk.
const ProjectContractsPanel = lazy(async () => ({
  default: (await loadProjectContractsPanel()).ProjectContractsPanel,
}));

// Confirmed credits for the artists' activity record (issue 15), once the project is completed.
const ProjectCreditsPanel = lazy(async () => ({
  default: (await loadProjectCreditsPanel()).ProjectCreditsPanel,
}));

export interface OwnerPanelProps {
  project: ProjectDetail;
  viewerId: string;
  onEdit: () => void;
  onChanged: () => void;
}

interface Confirmation {
  to: ProjectStatus;
  title: string;
  description: string;
  action: string;
}

const START: Confirmation = {
  to: "in_progress",
  title: "프로젝트를 시작하시겠습니까?",
  description:
    "프로젝트가 '진행 중'으로 바뀌고 모집이 끝납니다. 승인된 아티스트에게 시작 알림이 전송됩니다. 참여 아티스트 모두와 서면계약 서명(또는 외부 계약 기록)이 끝나 있어야 합니다.",
  action: "프로젝트 시작",
};
const COMPLETE: Confirmation = {
  to: "completed",
  title: "프로젝트를 완료하시겠습니까?",
  description: "완료한 프로젝트는 다시 진행 중으로 되돌리거나 수정할 수 없습니다. 완료 후 참여한 아티스트에게 후기를 남길 수 있습니다.",
  action: "프로젝트 완료",
};

/**
 * Spec: the owner's management panel: edit, status changes (start only with an accepted artist, after
 * confirmation; complete after confirmation), accepted artists, and reviews after completion.
 */
export function OwnerPanel({ project, viewerId, onEdit, onChanged }: OwnerPanelProps) {
  const [confirm, setConfirm] = useState<Confirmation | null>(null);
  const handleUnauthorized = useUnauthorizedHandler();
  const changeStatus = useUpdateProjectStatus();
  const artists = useAcceptedArtists(project.id, { enabled: true });
  const editable = project.status !== "completed" && project.status !== "cancelled";

  const setStatus = (to: ProjectStatus) => {
    changeStatus.mutate(
      { id: project.id, status: to },
      {
        onSuccess: (updated) => {
          toast.success("프로젝트 상태 업데이트", { description: `프로젝트가 '${projectStatusText(updated?.status ?? to)}' 상태가 되었습니다.` });
          onChanged();
        },
        onError: (err) => {
          if (handleUnauthorized(err)) return;
          toast.error("오류", { description: errorMessage(err, "상태를 변경하지 못했습니다.") });
        },
      },
    );
  };

  const pending = changeStatus.isPending;

  return (
    <Card className="border-primary/30">
      <CardHeader className="pb-3 sm:pb-3">
        <div className="flex items-center justify-between gap-2">
          <CardTitle as="h2" className="text-base">
            프로젝트 관리
          </CardTitle>
          <ProjectStatusBadge status={project.status} expired={deadlineState(project.deadline).kind === "past"} context="page" />
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid grid-cols-3 gap-2 text-center">
          <MiniStat icon={<Users />} label="지원자" value={project.applicationCount} />
          <MiniStat icon={<CheckCircle2 />} label="승인" value={project.acceptedCount} />
          <MiniStat icon={<Mail />} label="초대" value={project.invitationCount} />
        </dl>

        <div className="flex flex-col gap-2">
          {editable && (
            <Button variant="outline" onClick={onEdit}>
              <Pencil aria-hidden="true" />
              수정
            </Button>
          )}
          {project.status === "draft" && (
            <Button onClick={() => setStatus("published")} disabled={pending}>
              {pending ? <Spinner /> : <Rocket aria-hidden="true" />}
              공개하기
            </Button>
          )}
          {project.status === "published" && project.acceptedCount > 0 && (
            <Button onClick={() => setConfirm(START)} disabled={pending}>
              {pending ? <Spinner /> : <Play aria-hidden="true" />}
              프로젝트 시작
            </Button>
          )}
          {project.status === "published" && project.acceptedCount === 0 && (
            <>
              <Button asChild>
                <Link href="/artists">
                  <UserPlus aria-hidden="true" />
                  아티스트 초대하기
                </Link>
              </Button>
              <p className="text-xs text-muted-foreground">
                승인된 아티스트가 있어야 프로젝트를 시작할 수 있습니다. 지원자를 승인하거나 아티스트를 초대해보세요.
              </p>
            </>
          )}
          {project.status === "in_progress" && (
            <Button onClick={() => setConfirm(COMPLETE)} disabled={pending}>
              {pending ? <Spinner /> : <CheckCircle2 aria-hidden="true" />}
              프로젝트 완료
            </Button>
          )}
          {project.status !== "draft" && (
            <Button asChild variant="outline" size="sm">
              <Link href={`/projects/${project.id}/applicants`}>지원자 검토 · 오디션 · 제작팀</Link>
            </Button>
          )}
        </div>

        <section aria-labelledby="accepted-artists-title" className="flex flex-col gap-3 border-t pt-4">
          <h3 id="accepted-artists-title" className="text-sm font-semibold">
            참여 아티스트 {artists.data && <span className="text-muted-foreground tabular-nums">{artists.data.length}</span>}
          </h3>
          {artists.isLoading ? (
            <div className="flex flex-col gap-2">
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-12 w-full" />
            </div>
          ) : artists.isError ? (
            <p className="text-sm text-muted-foreground">참여 아티스트를 불러오지 못했습니다.</p>
          ) : !artists.data?.length ? (
            <p className="text-sm text-muted-foreground">아직 승인된 아티스트가 없습니다.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {artists.data.map(({ applicationId, status, roles, artist }) => (
                <li key={applicationId} className="flex items-center gap-3">
                  <Link
                    href={`/artists/${artist.id}`}
                    className="-m-1 flex min-w-0 flex-1 items-center gap-3 rounded-md p-1 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <Avatar className="size-10">
                      {artist.profileImageUrl && <AvatarImage src={artist.profileImageUrl} alt="" />}
                      <AvatarFallback>{initials(artist)}</AvatarFallback>
                    </Avatar>
                    <span className="flex min-w-0 flex-col">
                      <span className="truncate text-sm font-medium">{displayName(artist)}</span>
                      <span className="truncate text-xs text-muted-foreground">
                        {applicationStatusLabel[status] ?? status}
                        {roles.length > 0 && ` · ${roles.join(", ")}`}
                        {roles.length === 0 && artist.specialties.length > 0 && ` · ${artist.specialties.slice(0, 3).join(", ")}`}
                      </span>
                    </span>
                  </Link>
                  {project.status === "completed" && (
                    <ReviewAction
                      projectId={project.id}
                      projectTitle={project.title}
                      viewerId={viewerId}
                      reviewee={{ id: artist.id, name: displayName(artist), role: "아티스트" }}
                      onReviewed={onChanged}
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
        {project.status !== "draft" && (
          <Suspense fallback={null}>
            <ProjectContractsPanel projectId={project.id} />
          </Suspense>
        )}
        {project.status === "completed" && (
          <Suspense fallback={null}>
            <ProjectCreditsPanel projectId={project.id} startDate={project.startDate} endDate={project.endDate} location={project.location} />
          </Suspense>
        )}
      </CardContent>

      <AlertDialog open={!!confirm} onOpenChange={(o) => !o && setConfirm(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{confirm?.title}</AlertDialogTitle>
            <AlertDialogDescription>{confirm?.description}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>취소</AlertDialogCancel>
            <AlertDialogAction onClick={() => confirm && setStatus(confirm.to)}>{confirm?.action}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}

function MiniStat({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  // dt before dd in the markup (valid dl), shown value-first.
  return (
    <div className="flex flex-col-reverse items-center gap-0.5 rounded-md bg-muted/60 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="flex items-center gap-1 text-base font-bold tabular-nums">
        <span className="text-muted-foreground [&_svg]:size-3.5" aria-hidden="true">
          {icon}
        </span>
        {value.toLocaleString("ko-KR")}
      </dd>
    </div>
  );
}
