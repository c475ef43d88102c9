import { useState } from "react";
import { CalendarClock, CheckCircle2, Eye, FolderPlus, Mail, Pencil, Play, Star, UserPlus, Users } from "lucide-react";
import { useQueryClient, useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { toast } from "sonner";
import type { ProjectCard } from "@shared/api-types";
import { PROJECT_STATUSES, type ProjectStatus } from "@shared/constants";
import { projectStatusText } from "@shared/labels";
import { ProjectStatusBadge } from "@/components/projects/project-status-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import type { AuthUser } from "@/features/auth/api/get-user";
import { myProjectsQueryOptions } from "@/features/projects/api/get-my-projects";
import { getProject, projectQueryOptions } from "@/features/projects/api/get-project";
import { useUpdateProjectStatus } from "@/features/projects/api/update-project-status";
import { ProjectWizardDialog } from "@/features/projects/exports";
import { useUnauthorizedHandler } from "@/features/auth/exports";
import { useReviewsCompleted } from "@/features/reviews/api/get-reviews-completed";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { formatDate, isPast } from "@/lib/format";
import type { ProjectDetail } from "@shared/api-types";
import { dashboardStatsQueryOptions } from "../api/get-dashboard-stats";
import { isUrgent } from "../lib/dashboard-lists";
import { ListEmpty, ListError, ListSkeleton } from "@/components/lists/list-states";
import { ListToolbar, ToolbarSelect } from "./list-toolbar";
import { ProjectReviewsDialog } from "./project-reviews-dialog";
import { ProjectStatusConfirm, type StatusChange } from "./project-status-confirm";
import { ProjectThumb } from "./project-thumb";

type StatusFilter = "all" | Exclude<ProjectStatus, "cancelled">;
const STATUS_FILTERS: readonly StatusFilter[] = ["all", ...PROJECT_STATUSES.filter((s): s is Exclude<ProjectStatus, "cancelled"> => s !== "cancelled")];
const statusFilterLabel = Object.fromEntries(STATUS_FILTERS.map((s) => [s, s === "all" ? "전체" : projectStatusText(s)])) as Record<StatusFilter, string>;

/** Spec: the producer's projects with their lifecycle actions, edit (the wizard) and view. */
export function ProducerProjectsTab({ user, onCreate }: { user: AuthUser; onCreate: () => void }) {
  const projects = useQuery(myProjectsQueryOptions());
  const [filter, setFilter] = useState<StatusFilter>("all");
  const [confirm, setConfirm] = useState<StatusChange | null>(null);
  const [editing, setEditing] = useState<ProjectDetail | null>(null);
  const [reviewing, setReviewing] = useState<ProjectCard | null>(null);
  const [loadingEdit, setLoadingEdit] = useState<number | null>(null);
  const queryClient = useQueryClient();
  const handleUnauthorized = useUnauthorizedHandler();
  const changeStatus = useUpdateProjectStatus();

  const setStatus = ({ projectId, to }: StatusChange) => {
    setConfirm(null);
    changeStatus.mutate(
      { id: projectId, status: to },
      {
        onSuccess: (updated) => {
          toast.success("프로젝트 상태 업데이트", { description: `프로젝트가 '${projectStatusText(updated?.status ?? to)}' 상태가 되었습니다.` });
          void queryClient.invalidateQueries({ queryKey: dashboardStatsQueryOptions().queryKey });
        },
        onError: (err) => {
          if (handleUnauthorized(err)) return;
          toast.error("오류", { description: errorMessage(err, "상태를 변경하지 못했습니다.") });
        },
      },
    );
  };

  // The wizard edits the full project (requirements, dates, tags), so it is loaded first.
  const openEdit = async (id: number) => {
    setLoadingEdit(id);
    try {
      const detail = await queryClient.fetchQuery({ ...projectQueryOptions(id), queryFn: () => getProject(id) });
      setEditing(detail);
    } catch (err) {
      if (!handleUnauthorized(err)) toast.error("오류", { description: errorMessage(err, "프로젝트 정보를 불러오지 못했습니다.") });
    } finally {
      setLoadingEdit(null);
    }
  };

  if (projects.isLoading) return <ListSkeleton />;
  if (projects.isError) return <ListError what="프로젝트" onRetry={() => void projects.refetch()} />;
  const all = (projects.data ?? []).filter((p) => p.status !== "cancelled");
  const list = filter === "all" ? all : all.filter((p) => p.status === filter);

  return (
    <div>
      <ListToolbar count={list.length}>
        <ToolbarSelect label="상태" value={filter} options={STATUS_FILTERS} labels={statusFilterLabel} onChange={setFilter} />
      </ListToolbar>
      {list.length === 0 ? (
        all.length === 0 ? (
          <ListEmpty
            icon={<FolderPlus />}
            title="아직 등록한 프로젝트가 없습니다"
            description="첫 프로젝트를 등록하고 함께할 아티스트를 찾아보세요."
            action={
              <Button onClick={onCreate}>
                <FolderPlus aria-hidden="true" />새 프로젝트 등록
              </Button>
            }
          />
        ) : (
          <ListEmpty icon={<FolderPlus />} title="조건에 맞는 프로젝트가 없습니다" description="다른 상태를 선택해보세요." />
        )
      ) : (
        <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2 [&>li]:min-w-0">
          {list.map((p) => (
            <li key={p.id}>
              <ProducerProjectCard
                project={p}
                busy={changeStatus.isPending && changeStatus.variables?.id === p.id}
                loadingEdit={loadingEdit === p.id}
                onStart={() => setConfirm({ projectId: p.id, projectTitle: p.title, to: "in_progress" })}
                onComplete={() => setConfirm({ projectId: p.id, projectTitle: p.title, to: "completed" })}
                onEdit={() => void openEdit(p.id)}
                onReview={() => setReviewing(p)}
              />
            </li>
          ))}
        </ul>
      )}
      <ProjectStatusConfirm change={confirm} onClose={() => setConfirm(null)} onConfirm={setStatus} />
      <ProjectWizardDialog open={!!editing} onOpenChange={(o) => !o && setEditing(null)} project={editing ?? undefined} />
      {reviewing && (
        <ProjectReviewsDialog
          open={!!reviewing}
          onOpenChange={(o) => !o && setReviewing(null)}
          projectId={reviewing.id}
          projectTitle={reviewing.title}
          viewer={user}
        />
      )}
    </div>
  );
}

interface CardProps {
  project: ProjectCard;
  busy: boolean;
  loadingEdit: boolean;
  onStart: () => void;
  onComplete: () => void;
  onEdit: () => void;
  onReview: () => void;
}

function ProducerProjectCard({ project: p, busy, loadingEdit, onStart, onComplete, onEdit, onReview }: CardProps) {
  const editable = p.status !== "completed" && p.status !== "cancelled";
  const urgent = p.status === "published" && isUrgent(p.deadline);
  const past = isPast(p.deadline);
  return (
    <Card className="h-full" data-testid="producer-project-card">
      <CardContent className="flex h-full flex-col gap-3 p-4 sm:p-5">
        <div className="flex gap-3">
          <ProjectThumb imageUrl={p.imageUrl} thumb={p.thumbnailUrl} />
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <div className="flex items-start justify-between gap-2">
              <Link
                href={`/projects/${p.id}`}
                className="line-clamp-2 min-w-0 font-semibold break-words outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                {p.title}
              </Link>
              <ProjectStatusBadge status={p.status} />
            </div>
            <p
              className={cn(
                "flex items-center gap-1 text-xs",
                urgent || (past && p.status === "published") ? "font-medium text-destructive" : "text-muted-foreground",
              )}
            >
              <CalendarClock aria-hidden="true" className="size-3.5 shrink-0" />
              {p.deadline ? `마감 ${formatDate(p.deadline, "dot")}` : "마감일 미정"}
              {urgent && " · 마감 임박"}
            </p>
            <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
              <span className="inline-flex items-center gap-1">
                <Users aria-hidden="true" className="size-3.5" />
                지원자 <span className="font-semibold text-foreground tabular-nums">{p.applicationCount}</span>
              </span>
              <span className="inline-flex items-center gap-1">
                <CheckCircle2 aria-hidden="true" className="size-3.5" />
                승인 <span className="font-semibold text-foreground tabular-nums">{p.acceptedCount}</span>
              </span>
              <span className="inline-flex items-center gap-1">
                <Mail aria-hidden="true" className="size-3.5" />
                초대 <span className="font-semibold text-foreground tabular-nums">{p.invitationCount}</span>
              </span>
            </p>
          </div>
        </div>
        <div className="mt-auto flex flex-wrap items-center gap-2 border-t pt-3">
          <StatusAction project={p} busy={busy} onStart={onStart} onComplete={onComplete} onReview={onReview} />
          <div className="ml-auto flex gap-1">
            {editable && (
              <Button variant="ghost" size="sm" onClick={onEdit} disabled={loadingEdit} aria-label={`${p.title} 수정`}>
                {loadingEdit ? <Spinner /> : <Pencil aria-hidden="true" />}
                수정
              </Button>
            )}
            <Button asChild variant="ghost" size="sm">
              <Link href={`/projects/${p.id}`} aria-label={`${p.title} 보기`}>
                <Eye aria-hidden="true" />
                보기
              </Link>
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

/** Spec: published + accepted -> start; published without -> invite artists; in_progress -> complete; completed + accepted -> reviews. */
function StatusAction({ project: p, busy, onStart, onComplete, onReview }: Pick<CardProps, "project" | "busy" | "onStart" | "onComplete" | "onReview">) {
  if (p.status === "published" && p.acceptedCount > 0)
    return (
      <Button size="sm" onClick={onStart} disabled={busy}>
        {busy ? <Spinner /> : <Play aria-hidden="true" />}
        프로젝트 시작
      </Button>
    );
  if (p.status === "published")
    return (
      <Button asChild size="sm" variant="outline">
        <Link href="/artists">
          <UserPlus aria-hidden="true" />
          아티스트 초대하기
        </Link>
      </Button>
    );
  if (p.status === "in_progress")
    return (
      <Button size="sm" onClick={onComplete} disabled={busy}>
        {busy ? <Spinner /> : <CheckCircle2 aria-hidden="true" />}
        프로젝트 완료
      </Button>
    );
  if (p.status === "completed" && p.acceptedCount > 0) return <ReviewRegistration projectId={p.id} onReview={onReview} />;
  return null;
}

function ReviewRegistration({ projectId, onReview }: { projectId: number; onReview: () => void }) {
  const done = useReviewsCompleted(projectId);
  if (done.data?.reviewsCompleted)
    return (
      <Button size="sm" variant="outline" onClick={onReview}>
        <CheckCircle2 aria-hidden="true" className="text-success" />
        후기 등록 완료
      </Button>
    );
  return (
    <Button size="sm" variant="outline" onClick={onReview}>
      <Star aria-hidden="true" />
      후기 등록
    </Button>
  );
}
