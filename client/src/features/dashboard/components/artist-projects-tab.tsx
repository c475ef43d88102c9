import { useState } from "react";
import { CheckCircle2, FolderOpen, MessageSquare, PenLine } from "lucide-react";
import { Link } from "wouter";
import type { DashboardApplication } from "@shared/api-types";
import { ProjectStatusBadge } from "@/components/projects/project-status-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useMyApplications } from "@/features/applications/api/get-my-applications";
import { ReviewDialog } from "@/features/projects/exports";
import { displayName, formatDate } from "@/lib/format";
import {
  PARTICIPATION_FILTERS,
  PARTICIPATION_SORTS,
  participationFilterLabel,
  participationList,
  participationSortLabel,
  type ParticipationFilter,
  type ParticipationSort,
} from "../lib/dashboard-lists";
import { ListEmpty, ListError, ListSkeleton } from "@/components/lists/list-states";
import { ListToolbar, ToolbarSelect } from "./list-toolbar";
import { ProjectThumb } from "./project-thumb";

/**
 * Spec: participating projects (accepted applications) with filters and sorts. The review button
 * shows only on completed projects and reads 'completed' once the producer has been reviewed.
 */
export function ArtistProjectsTab() {
  const applications = useMyApplications();
  const [filter, setFilter] = useState<ParticipationFilter>("all");
  const [sort, setSort] = useState<ParticipationSort>("latest");
  const [reviewing, setReviewing] = useState<DashboardApplication | null>(null);

  if (applications.isLoading) return <ListSkeleton />;
  if (applications.isError) return <ListError what="참여 프로젝트" onRetry={() => void applications.refetch()} />;
  const all = participationList(applications.data ?? [], "all", "latest");
  const list = participationList(all, filter, sort);

  return (
    <div>
      <ListToolbar count={list.length}>
        <ToolbarSelect label="정렬" value={sort} options={PARTICIPATION_SORTS} labels={participationSortLabel} onChange={setSort} />
        <ToolbarSelect label="상태" value={filter} options={PARTICIPATION_FILTERS} labels={participationFilterLabel} onChange={setFilter} />
      </ListToolbar>
      {list.length === 0 ? (
        <ListEmpty
          icon={<FolderOpen />}
          title={all.length === 0 ? "참여 중인 프로젝트가 없습니다" : "조건에 맞는 프로젝트가 없습니다"}
          description={all.length === 0 ? "지원이 승인되거나 초대를 수락하면 이곳에 표시됩니다." : "다른 상태를 선택해보세요."}
        />
      ) : (
        <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2 [&>li]:min-w-0">
          {list.map((a) => (
            <li key={a.id}>
              <Card className="h-full" data-testid="participating-project-card">
                <CardContent className="flex h-full gap-3 p-4 sm:p-5">
                  <ProjectThumb imageUrl={a.project.imageUrl} thumb={a.project.thumbnailUrl} />
                  <div className="flex min-w-0 flex-1 flex-col gap-2">
                    <div className="flex items-start justify-between gap-2">
                      <Link
                        href={`/projects/${a.projectId}`}
                        className="line-clamp-2 min-w-0 font-semibold break-words outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                      >
                        {a.project.title}
                      </Link>
                      <ProjectStatusBadge status={a.project.status} />
                    </div>
                    <p className="truncate text-xs text-muted-foreground">
                      제작자 {displayName(a.project.producer)} · {a.project.deadline ? `마감 ${formatDate(a.project.deadline, "dot")}` : "마감일 미정"}
                    </p>
                    <div className="mt-auto flex flex-wrap gap-2 pt-1">
                      {a.project.status === "completed" &&
                        (a.hasReviewedProducer ? (
                          <Button size="sm" variant="outline" disabled>
                            <CheckCircle2 aria-hidden="true" />
                            후기 작성 완료
                          </Button>
                        ) : (
                          !a.project.producer.isDeleted && (
                            <Button size="sm" onClick={() => setReviewing(a)}>
                              <PenLine aria-hidden="true" />
                              후기 작성
                            </Button>
                          )
                        ))}
                      {!a.project.producer.isDeleted && (
                        <Button asChild size="sm" variant="ghost">
                          <Link href={`/messages?user=${encodeURIComponent(a.project.producer.id)}`}>
                            <MessageSquare aria-hidden="true" />
                            메시지
                          </Link>
                        </Button>
                      )}
                    </div>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {reviewing && (
        <ReviewDialog
          open={!!reviewing}
          onOpenChange={(o) => !o && setReviewing(null)}
          projectId={reviewing.projectId}
          projectTitle={reviewing.project.title}
          reviewee={{ id: reviewing.project.producer.id, name: displayName(reviewing.project.producer), role: "제작자" }}
        />
      )}
    </div>
  );
}
