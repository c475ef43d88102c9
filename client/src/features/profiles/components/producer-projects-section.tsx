import { Link } from "wouter";
import { ArrowRight, CalendarDays, FolderKanban, MapPin } from "lucide-react";
import type { ProfileProject } from "@shared/api-types";
import { ProjectStatusBadge } from "@/components/projects/project-status-badge";
import { URGENT_DAYS } from "@shared/constants";
import { deadlineState } from "@shared/dates";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import { SectionCard, SectionEmpty } from "@/components/profile/section-card";

/** Spec: a producer's profile shows at most 5 projects. */
const SHOWN = 5;

export interface ProducerProjectsSectionProps {
  producerId: string;
  projects: ProfileProject[];
  total: number;
}

/** 진행한 프로젝트: the first 5 with 'N of total' and a link to all of them on /projects. */
export function ProducerProjectsSection({ producerId, projects, total }: ProducerProjectsSectionProps) {
  const shown = projects.slice(0, SHOWN);
  return (
    <SectionCard id="projects" title="진행한 프로젝트" icon={<FolderKanban />} meta={total > 0 ? `${total}개` : undefined}>
      {shown.length === 0 ? (
        <SectionEmpty>아직 공개된 프로젝트가 없습니다.</SectionEmpty>
      ) : (
        <>
          <ul className="flex flex-col gap-2.5">
            {shown.map((p) => (
              <li key={p.id}>
                <Link
                  href={`/projects/${p.id}`}
                  className="flex flex-col gap-1.5 rounded-lg border p-3.5 outline-none transition-colors hover:border-primary/30 hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="flex items-start justify-between gap-2">
                    <span className="min-w-0 font-semibold break-words">{p.title}</span>
                    <ProjectStatusBadge status={p.status} expired={deadlineState(p.deadline, URGENT_DAYS).kind === "past"} />
                  </span>
                  <span className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
                    {p.location && (
                      <span className="flex items-center gap-1">
                        <MapPin className="size-3.5" aria-hidden="true" />
                        {p.location}
                      </span>
                    )}
                    <span className="flex items-center gap-1">
                      <CalendarDays className="size-3.5" aria-hidden="true" />
                      {p.deadline ? `마감 ${formatDate(p.deadline, "dot")}` : `등록 ${formatDate(p.createdAt, "dot")}`}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
            <span>
              전체 {total}개 중 {shown.length}개
            </span>
            <Button asChild variant="ghost" size="sm">
              <Link href={`/projects?producer=${encodeURIComponent(producerId)}`}>
                모든 프로젝트 보기
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </>
      )}
    </SectionCard>
  );
}
