import { Link } from "wouter";
import { Briefcase, CalendarClock, ChevronRight, MapPin } from "lucide-react";
import { URGENT_DAYS } from "@shared/constants";
import { Skeleton } from "@/components/ui/skeleton";
import { useRecruitingProjects } from "../api/get-recruiting-projects";
import { cn } from "@/lib/cn";
import { formatDate, isWithinDays } from "@/lib/format";
import { SidebarCard } from "./sidebar-card";

/** A few published projects, closest deadline first, each linking to its page. */
export function RecruitingProjectsCard() {
  const projects = useRecruitingProjects();
  const items = projects.data?.items ?? [];
  return (
    <SidebarCard
      icon={<Briefcase />}
      title="모집 중인 프로젝트"
      action={
        <Link
          href="/projects"
          className="flex items-center rounded-sm text-xs font-medium text-muted-foreground outline-none hover:text-primary focus-visible:ring-2 focus-visible:ring-ring"
        >
          프로젝트 전체 보기
          <ChevronRight className="size-3.5" aria-hidden="true" />
        </Link>
      }
    >
      {projects.isPending ? (
        <div className="flex flex-col gap-3" aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{projects.isError ? "프로젝트 정보를 불러올 수 없습니다" : "모집 중인 프로젝트가 없습니다."}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {items.map((p) => {
            const urgent = isWithinDays(p.deadline, URGENT_DAYS);
            return (
              <li key={p.id}>
                <Link
                  href={`/projects/${p.id}`}
                  className="-mx-2 flex flex-col gap-1 rounded-lg p-2 transition-colors outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="line-clamp-2 text-sm leading-snug font-semibold">{p.title}</span>
                  <span className="flex items-center gap-2 text-xs text-muted-foreground">
                    {p.deadline && (
                      <span className={cn("flex shrink-0 items-center gap-1", urgent && "font-semibold text-destructive")}>
                        <CalendarClock className="size-3" aria-hidden="true" />
                        {formatDate(p.deadline, "dot")} 마감
                      </span>
                    )}
                    {p.location && (
                      <span className="flex min-w-0 items-center gap-1">
                        <MapPin className="size-3 shrink-0" aria-hidden="true" />
                        <span className="truncate">{p.location}</span>
                      </span>
                    )}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </SidebarCard>
  );
}
