import { useState } from "react";
import { FileText, PenLine, Search, X } from "lucide-react";
import { Link } from "wouter";
import { toast } from "sonner";
import type { DashboardApplication } from "@shared/api-types";
import { applicationStatusLabel } from "@shared/labels";
import { ProjectStatusBadge } from "@/components/projects/project-status-badge";
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
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useDeleteApplication } from "@/features/applications/api/delete-application";
import { myApplicationsQueryOptions, useMyApplications } from "@/features/applications/api/get-my-applications";
import { ApplicationDialog } from "@/features/projects/exports";
import { useUnauthorizedHandler } from "@/features/auth/exports";
import { errorMessage } from "@/lib/api-client";
import { displayName, formatDate } from "@/lib/format";
import { useQueryClient } from "@tanstack/react-query";
import { dashboardStatsQueryOptions } from "../api/get-dashboard-stats";
import { ACCEPTED_APPLICATION, formatAppliedDate } from "../lib/dashboard-lists";
import { ListEmpty, ListError, ListSkeleton } from "@/components/lists/list-states";
import { useShowMore } from "./use-show-more";
import { ProjectThumb } from "./project-thumb";

/** Spec: the artist's applications; pending ones can be edited or withdrawn. */
export function ArtistApplicationsTab() {
  const applications = useMyApplications();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<DashboardApplication | null>(null);
  const [withdrawing, setWithdrawing] = useState<DashboardApplication | null>(null);
  const remove = useDeleteApplication();
  const handleUnauthorized = useUnauthorizedHandler();

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: myApplicationsQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: dashboardStatsQueryOptions().queryKey });
  };

  const withdraw = (a: DashboardApplication) =>
    remove.mutate(a.id, {
      onSuccess: () => {
        toast.success("지원 취소 완료", { description: "지원이 취소되었습니다." });
        refresh();
      },
      onError: (err) => {
        if (handleUnauthorized(err)) return;
        toast.error("취소 실패", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") });
      },
    });

  const list = (applications.data ?? []).filter((a) => a.status !== "withdrawn");
  const { visible, more } = useShowMore(list, "all");

  if (applications.isLoading) return <ListSkeleton />;
  if (applications.isError) return <ListError what="지원 내역" onRetry={() => void applications.refetch()} />;
  if (list.length === 0)
    return (
      <ListEmpty
        icon={<FileText />}
        title="아직 지원한 프로젝트가 없습니다"
        description="관심 있는 프로젝트를 찾아 지원해보세요."
        action={
          <Button asChild>
            <Link href="/projects">
              <Search aria-hidden="true" />
              프로젝트 찾기
            </Link>
          </Button>
        }
      />
    );

  return (
    <div>
      <ul className="flex flex-col gap-3">
        {visible.map((a) => (
          <li key={a.id}>
            <Card data-testid="artist-application-card">
              <CardContent className="flex gap-3 p-4 sm:p-5">
                <ProjectThumb imageUrl={a.project.imageUrl} thumb={a.project.thumbnailUrl} className="hidden sm:flex" />
                <div className="flex min-w-0 flex-1 flex-col gap-2">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <Link
                      href={`/projects/${a.projectId}`}
                      className="min-w-0 font-semibold break-words outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      {a.project.title}
                    </Link>
                    <Badge variant={a.status === "rejected" ? "destructive" : ACCEPTED_APPLICATION.has(a.status) ? "default" : "secondary"}>
                      {applicationStatusLabel[a.status] ?? a.status}
                    </Badge>
                  </div>
                  <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                    <ProjectStatusBadge status={a.project.status} />
                    <span>{displayName(a.project.producer)}</span>
                    <span aria-hidden="true">·</span>
                    <time dateTime={a.appliedAt} title={formatDate(a.appliedAt, "datetime")}>
                      {formatAppliedDate(a.appliedAt)} 지원
                    </time>
                  </p>
                  {a.reason && a.status !== "pending" && (
                    <p className="rounded-md bg-muted/60 px-3 py-2 text-sm break-words">
                      <span className="font-medium">제작자 메시지: </span>
                      {a.reason}
                    </p>
                  )}
                  {a.status === "pending" && (
                    <div className="flex flex-wrap gap-2 pt-1">
                      <Button size="sm" variant="outline" onClick={() => setEditing(a)}>
                        <PenLine aria-hidden="true" />
                        지원서 수정
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        className="text-destructive hover:text-destructive"
                        onClick={() => setWithdrawing(a)}
                        disabled={remove.isPending}
                      >
                        <X aria-hidden="true" />
                        지원 취소
                      </Button>
                    </div>
                  )}
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      {more}
      {editing && (
        <ApplicationDialog
          open={!!editing}
          onOpenChange={(o) => !o && setEditing(null)}
          projectId={editing.projectId}
          projectTitle={editing.project.title}
          application={editing}
          onSaved={refresh}
        />
      )}
      <AlertDialog open={!!withdrawing} onOpenChange={(o) => !o && setWithdrawing(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>지원을 취소하시겠습니까?</AlertDialogTitle>
            <AlertDialogDescription>‘{withdrawing?.project.title}’ 프로젝트에 보낸 지원서가 취소됩니다.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>돌아가기</AlertDialogCancel>
            <AlertDialogAction className={buttonVariants({ variant: "destructive" })} onClick={() => withdrawing && withdraw(withdrawing)}>
              지원 취소
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
