import { useState } from "react";
import { Check, Inbox, MessageSquare, X } from "lucide-react";
import { Link } from "wouter";
import { toast } from "sonner";
import type { DashboardApplication } from "@shared/api-types";
import { applicationStatusLabel } from "@shared/labels";
import { ProjectStatusBadge } from "@/components/projects/project-status-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useReceivedApplications } from "@/features/applications/api/get-received-applications";
import { useUpdateApplicationStatus } from "@/features/applications/api/update-application-status";
import { useUnauthorizedHandler } from "@/features/auth/exports";
import { MediaPlayer } from "@/features/projects/exports";
import { errorMessage } from "@/lib/api-client";
import { displayName, formatDate } from "@/lib/format";
import {
  ACCEPTED_APPLICATION,
  APPLICATION_FILTERS,
  applicantList,
  applicationFilterLabel,
  formatAppliedDate,
  LIST_SORTS,
  listSortLabel,
  type ApplicationFilter,
  type ListSort,
} from "../lib/dashboard-lists";
import { ApplicationDecisionDialog, type Decision } from "./application-decision-dialog";
import { ListEmpty, ListError, ListSkeleton } from "@/components/lists/list-states";
import { useShowMore } from "./use-show-more";
import { ListToolbar, ToolbarSelect } from "./list-toolbar";
import { PersonLink } from "./person-link";

/** Spec: applicant management with its sorts, filters and confirmed accept / reject. */
export function ProducerApplicationsTab() {
  const applications = useReceivedApplications();
  const [sort, setSort] = useState<ListSort>("latest");
  const [filter, setFilter] = useState<ApplicationFilter>("all");
  const [decision, setDecision] = useState<Decision | null>(null);
  const update = useUpdateApplicationStatus();
  const handleUnauthorized = useUnauthorizedHandler();

  const decide = (d: Decision, reason: string | null) => {
    update.mutate(
      { id: d.applicationId, status: d.status, reason },
      {
        onSuccess: () => {
          toast.success(d.status === "accepted" ? "지원자 승인 완료" : "지원자 거절 완료", {
            description: `${d.artistName}님에게 결과를 알렸습니다.`,
          });
          setDecision(null);
        },
        onError: (err) => {
          if (handleUnauthorized(err)) return;
          toast.error("처리 실패", { description: errorMessage(err, "지원 상태를 변경하지 못했습니다.") });
        },
      },
    );
  };

  const all = (applications.data ?? []).filter((a) => a.status !== "withdrawn");
  const list = applicantList(all, filter, sort);
  const { visible, more } = useShowMore(list, `${filter}-${sort}`);

  if (applications.isLoading) return <ListSkeleton />;
  if (applications.isError) return <ListError what="지원자 목록" onRetry={() => void applications.refetch()} />;

  return (
    <div>
      <ListToolbar count={list.length}>
        <ToolbarSelect label="정렬" value={sort} options={LIST_SORTS} labels={listSortLabel} onChange={setSort} />
        <ToolbarSelect label="필터" value={filter} options={APPLICATION_FILTERS} labels={applicationFilterLabel} onChange={setFilter} />
      </ListToolbar>
      {list.length === 0 ? (
        <ListEmpty
          icon={<Inbox />}
          title={all.length === 0 ? "아직 받은 지원서가 없습니다" : "조건에 맞는 지원서가 없습니다"}
          description={all.length === 0 ? "프로젝트를 공개하면 아티스트의 지원서가 이곳에 모입니다." : "다른 필터를 선택해보세요."}
        />
      ) : (
        <>
          {byRole(visible, all).map((group) => (
            <section key={group.key} aria-label={group.title} className="mb-5 flex flex-col gap-3 last:mb-0">
              {group.role && (
                <h3 className="flex flex-wrap items-baseline gap-x-2 text-sm font-semibold">
                  <span>{group.title}</span>
                  <span className="font-normal text-muted-foreground">
                    지원 {group.count}명 · 승인 {group.accepted} / {group.role.headcount}명
                  </span>
                </h3>
              )}
              <ul className="flex flex-col gap-3">
                {group.items.map((a) => (
                  <li key={a.id}>
                    <ApplicantCard
                      application={a}
                      onDecide={(status) => setDecision({ applicationId: a.id, status, artistName: displayName(a.artist), projectTitle: a.project.title })}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {more}
        </>
      )}
      <ApplicationDecisionDialog decision={decision} pending={update.isPending} onClose={() => setDecision(null)} onConfirm={decide} />
    </div>
  );
}

interface RoleGroup {
  key: string;
  title: string;
  role: DashboardApplication["role"];
  items: DashboardApplication[];
  /** Applications to the role (every shown status), and the accepted ones, over the whole list. */
  count: number;
  accepted: number;
}

/**
 * Applicants grouped by the role they applied for (issue 26), in the order the list shows them: one group
 * per project and role, with its counts; applications to a project without roles form one group of their own.
 */
function byRole(visible: DashboardApplication[], all: DashboardApplication[]): RoleGroup[] {
  const groups = new Map<string, RoleGroup>();
  for (const a of visible) {
    const key = a.role ? `role-${a.role.id}` : "no-role";
    let g = groups.get(key);
    if (!g) {
      const same = all.filter((x) => (a.role ? x.role?.id === a.role.id : !x.role));
      g = {
        key,
        title: a.role ? `${a.project.title} · ${a.role.name}` : "프로젝트 지원",
        role: a.role,
        items: [],
        count: same.length,
        accepted: same.filter((x) => ACCEPTED_APPLICATION.has(x.status)).length,
      };
      groups.set(key, g);
    }
    g.items.push(a);
  }
  return [...groups.values()];
}

function statusVariant(status: DashboardApplication["status"]) {
  if (status === "rejected") return "destructive" as const;
  if (ACCEPTED_APPLICATION.has(status)) return "default" as const;
  return "secondary" as const;
}

function ApplicantCard({ application: a, onDecide }: { application: DashboardApplication; onDecide: (status: "accepted" | "rejected") => void }) {
  return (
    <Card data-testid="applicant-card">
      <CardContent className="flex flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <PersonLink person={a.artist} href={`/artists/${a.artistId}`} />
          <div className="flex flex-wrap items-center gap-2 sm:justify-end">
            <Badge variant={statusVariant(a.status)}>{applicationStatusLabel[a.status] ?? a.status}</Badge>
            <time dateTime={a.appliedAt} title={formatDate(a.appliedAt, "datetime")} className="text-xs text-muted-foreground">
              {formatAppliedDate(a.appliedAt)} 지원
            </time>
          </div>
        </div>
        <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">지원 프로젝트</span>
          <Link
            href={`/projects/${a.projectId}`}
            className="min-w-0 truncate font-medium outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {a.project.title}
          </Link>
          <ProjectStatusBadge status={a.project.status} />
          {a.role && <Badge variant="outline">{a.role.name}</Badge>}
        </div>
        {a.coverLetter && <p className="line-clamp-3 rounded-md bg-muted/60 px-3 py-2 text-sm whitespace-pre-wrap break-words">{a.coverLetter}</p>}
        {a.media.length > 0 && (
          <ul className="grid gap-2 sm:grid-cols-2" aria-label="첨부 자료">
            {a.media.map((m, i) => (
              <li key={`${m.url}-${i}`}>
                <MediaPlayer item={m} title={`${displayName(a.artist)}님의 자료 ${i + 1}`} />
              </li>
            ))}
          </ul>
        )}
        {a.reason && a.status !== "pending" && (
          <p className="text-xs text-muted-foreground">
            <span className="font-medium">{a.status === "rejected" ? "거절 사유" : "전달한 메시지"}: </span>
            {a.reason}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-2 border-t pt-3">
          {a.status === "pending" && (
            <>
              <Button size="sm" onClick={() => onDecide("accepted")} aria-label={`${displayName(a.artist)}님 지원 승인`}>
                <Check aria-hidden="true" />
                승인
              </Button>
              <Button
                size="sm"
                variant="outline"
                className="text-destructive hover:text-destructive"
                onClick={() => onDecide("rejected")}
                aria-label={`${displayName(a.artist)}님 지원 거절`}
              >
                <X aria-hidden="true" />
                거절
              </Button>
            </>
          )}
          {!a.artist.isDeleted && (
            <Button asChild size="sm" variant="ghost" className="ml-auto">
              <Link href={`/messages?user=${encodeURIComponent(a.artistId)}`}>
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
