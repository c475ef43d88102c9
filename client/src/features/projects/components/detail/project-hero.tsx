import { useState, type ReactNode } from "react";
import { ArrowLeft, CalendarClock, Eye, MapPin, Wallet } from "lucide-react";
import { Link } from "wouter";
import type { ProjectDetail } from "@shared/api-types";
import { ProjectStatusBadge } from "@/components/projects/project-status-badge";
import { cn } from "@/lib/cn";
import { formatBudget, formatDate } from "@/lib/format";
import { deadlineBadgeText, deadlineState } from "./project-deadline";
import { FavoriteButton } from "./favorite-button";
import { ReportProjectButton } from "./report-project-button";
import { ShareButton } from "./share-button";

export interface ProjectHeroProps {
  project: ProjectDetail;
  signedIn: boolean;
  onLoginRequired: () => void;
}

/** Banner: cover image (or a gradient), status, first tag, deadline badge, title and key facts. */
export function ProjectHero({ project, signedIn, onLoginRequired }: ProjectHeroProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const showImage = !!project.imageUrl && !imageFailed;
  const deadline = deadlineState(project.deadline);
  const badge = deadlineBadgeText(deadline);
  const firstTag = project.tags[0]?.name;

  return (
    <section
      aria-labelledby="project-title"
      className="relative isolate overflow-hidden bg-gradient-to-br from-primary via-violet-700 to-fuchsia-600 text-white"
    >
      {showImage && (
        <img
          src={project.imageUrl!}
          alt=""
          loading="eager"
          fetchPriority="high"
          decoding="async"
          onError={() => setImageFailed(true)}
          className="absolute inset-0 -z-10 size-full object-cover"
        />
      )}
      {imageFailed && <span className="sr-only">이미지를 불러올 수 없습니다</span>}
      {/* Keeps white text readable on any photo. */}
      <div
        aria-hidden="true"
        className={cn(
          "absolute inset-0 -z-10",
          showImage ? "bg-gradient-to-t from-black/80 via-black/45 to-black/20" : "bg-gradient-to-t from-black/30 to-transparent",
        )}
      />

      <div className="mx-auto flex min-h-72 max-w-7xl flex-col px-4 pt-4 pb-6 sm:min-h-80 sm:px-6 sm:pb-8 lg:min-h-96">
        <div className="flex items-center justify-between gap-2">
          <Link
            href="/projects"
            className="inline-flex items-center gap-1.5 rounded-full bg-black/25 px-3 py-1.5 text-sm font-medium backdrop-blur outline-none hover:bg-black/40 focus-visible:ring-2 focus-visible:ring-white"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            목록으로
          </Link>
          <div className="flex items-center gap-2">
            <FavoriteButton projectId={project.id} isFavorite={project.isFavorite} signedIn={signedIn} onLoginRequired={onLoginRequired} />
            <ShareButton title={project.title} />
            {signedIn && !project.isOwner && <ReportProjectButton projectId={project.id} />}
          </div>
        </div>

        <div className="mt-auto flex flex-col gap-3 pt-10">
          <div className="flex flex-wrap items-center gap-2">
            <ProjectStatusBadge
              status={project.status}
              expired={deadlineState(project.deadline).kind === "past"}
              context="page"
              className="border-white/30 bg-white/90"
            />
            {firstTag && (
              <span className="inline-flex items-center rounded-full border border-white/30 bg-white/15 px-2.5 py-0.5 text-xs font-semibold backdrop-blur">
                #{firstTag}
              </span>
            )}
            {badge && (
              <span
                className={cn(
                  "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold",
                  deadline.kind === "past"
                    ? "border-transparent bg-destructive text-destructive-foreground"
                    : deadline.kind === "open" && deadline.urgent
                      ? "border-transparent bg-rose-500 text-white"
                      : "border-white/30 bg-white/15 backdrop-blur",
                )}
              >
                {deadline.kind === "past" ? "모집 마감" : `마감 ${badge}`}
              </span>
            )}
          </div>
          <h1 id="project-title" className="text-2xl leading-tight font-bold tracking-tight text-balance drop-shadow-sm sm:text-3xl lg:text-4xl">
            {project.title}
          </h1>
          <ul className="flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-white/90">
            <Fact icon={<MapPin />} label="지역">
              {project.location || "지역 미정"}
            </Fact>
            <Fact icon={<Wallet />} label="예산">
              {formatBudget(project.budget)}
            </Fact>
            <Fact icon={<CalendarClock />} label="지원 마감">
              {formatDate(project.deadline, "long", "마감일 미정")}
            </Fact>
            <Fact icon={<Eye />} label="조회수">
              {project.viewCount.toLocaleString("ko-KR")}
            </Fact>
          </ul>
        </div>
      </div>
    </section>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      <span className="[&_svg]:size-4" aria-hidden="true">
        {icon}
      </span>
      <span className="sr-only">{label}: </span>
      {children}
    </li>
  );
}
