import { useState } from "react";
import { Link } from "wouter";
import { CalendarClock, ImageOff, MapPin, Palette, Users, Wallet } from "lucide-react";
import type { ProjectCard as ProjectCardData } from "@shared/api-types";
import { URGENT_DAYS } from "@shared/constants";
import { feeRangeText, mealsLabel, transportLabel } from "@shared/casting-card";
import { thumbnailUrl } from "@shared/uploads";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { deadlineState } from "@shared/dates";
import { displayName, formatBudget, formatDate } from "@/lib/format";
import { ProjectStatusBadge } from "./project-status-badge";

/** Spec: project cards show up to 5 tags, the rest as +N. */
const CARD_TAGS_MAX = 5;
const COVER_WIDTH = 480;
const COVER_HEIGHT = 300;

/** Brand-toned gradients for projects without a cover; picked by id so a card keeps its colour. */
const GRADIENTS = [
  "from-indigo-500 via-violet-500 to-fuchsia-400",
  "from-violet-600 via-purple-500 to-pink-400",
  "from-sky-500 via-indigo-500 to-violet-500",
  "from-fuchsia-500 via-rose-400 to-orange-300",
  "from-emerald-400 via-teal-500 to-indigo-500",
  "from-indigo-700 via-indigo-500 to-sky-400",
] as const;

type CoverState = "thumb" | "original" | "error";
type CoverLoading = "lazy" | "eager" | "first";

function ProjectCover({ project, cover = "lazy" }: { project: ProjectCardData; cover?: CoverLoading }) {
  const thumb = project.thumbnailUrl ?? thumbnailUrl(project.imageUrl);
  const original = project.imageUrl;
  const [state, setState] = useState<CoverState>(thumb ? "thumb" : "original");
  const src = state === "thumb" ? thumb : state === "original" ? original : null;
  const gradient = GRADIENTS[Math.abs(project.id) % GRADIENTS.length];

  return (
    <div className="relative aspect-[8/5] w-full overflow-hidden bg-muted">
      {src ? (
        <img
          src={src}
          alt=""
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          loading={cover === "lazy" ? "lazy" : "eager"}
          fetchPriority={cover === "first" ? "high" : undefined}
          decoding="async"
          onError={() => setState((s) => (s === "thumb" && original && original !== thumb ? "original" : "error"))}
          className="size-full object-cover transition-transform duration-500 ease-out group-hover:scale-[1.03]"
        />
      ) : (
        <div className={cn("flex size-full flex-col items-center justify-center gap-2 bg-gradient-to-br text-white/90", gradient)}>
          {state === "error" ? (
            <>
              <ImageOff className="size-7" aria-hidden="true" />
              <span className="text-xs font-medium">이미지를 불러올 수 없습니다</span>
            </>
          ) : (
            <Palette className="size-9 opacity-80" aria-hidden="true" />
          )}
        </div>
      )}
    </div>
  );
}

export interface ProjectCardProps {
  project: ProjectCardData;
  /**
   * How the cover loads. Cards at the top of a list are on screen at once: "eager", and "first" for the
   * very first (also fetched ahead of other images). Lazy, the first card's cover was /projects' largest
   * paint and waited 0.8-1.1 s for layout before it was even asked for (Lighthouse, mobile; LCP 4.0-4.3 s
   * in two runs of six).
   */
  cover?: CoverLoading;
  className?: string;
}

/** A project in a grid: cover, status, title, tags, place, budget, deadline, producer, applicants. */
export function ProjectCard({ project, cover, className }: ProjectCardProps) {
  const tags = project.tags ?? [];
  const shownTags = tags.slice(0, CARD_TAGS_MAX);
  const hiddenTagCount = tags.length - shownTags.length;
  const deadline = deadlineState(project.deadline, URGENT_DAYS);
  const urgent = deadline.kind === "open" && deadline.urgent;
  // 'D-3' for an upcoming deadline, 'D-Day' on the day itself (counted in Korean calendar days, like the server's render).
  const dDay = urgent ? (deadline.daysLeft ? `D-${deadline.daysLeft}` : "D-Day") : null;
  const producerName = project.producer ? displayName(project.producer) : null;

  return (
    <Link
      href={`/projects/${project.id}`}
      className={cn(
        "group flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-xs transition-all duration-200 outline-none hover:-translate-y-0.5 hover:border-primary/30 hover:shadow-lg hover:shadow-primary/5 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        className,
      )}
    >
      <div className="relative">
        <ProjectCover key={`${project.imageUrl ?? ""}|${project.thumbnailUrl ?? ""}`} project={project} cover={cover} />
        <div className="absolute top-3 left-3 flex gap-1.5">
          <ProjectStatusBadge status={project.status} expired={deadline.kind === "past"} className="bg-white/95 shadow-sm backdrop-blur" />
          {dDay && <span className="rounded-full bg-destructive px-2.5 py-0.5 text-xs font-bold text-destructive-foreground shadow-sm">{dDay}</span>}
        </div>
      </div>

      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <h3 className="line-clamp-2 text-base leading-snug font-bold tracking-tight group-hover:text-primary sm:text-[17px]">{project.title}</h3>

        {shownTags.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="태그">
            {shownTags.map((tag) => (
              <li key={tag.id ?? tag.name} className="rounded-md bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
                #{tag.name}
              </li>
            ))}
            {hiddenTagCount > 0 && (
              <li className="rounded-md bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground" aria-label={`태그 ${hiddenTagCount}개 더 있음`}>
                +{hiddenTagCount}
              </li>
            )}
          </ul>
        )}

        <dl className="mt-auto grid gap-1.5 text-sm text-muted-foreground">
          <div className="flex items-center gap-2">
            <dt className="sr-only">지역</dt>
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            <dd className="truncate">{project.location || "지역 미정"}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="sr-only">예산</dt>
            <Wallet className="size-4 shrink-0" aria-hidden="true" />
            <dd className="truncate font-medium text-foreground">{formatBudget(project.budget)}</dd>
          </div>
          {project.roleSummary && (
            <div className="flex items-center gap-2">
              <dt className="sr-only">모집 분야 보수</dt>
              <Wallet className="size-4 shrink-0" aria-hidden="true" />
              <dd className="truncate">
                {project.roleSummary.count}개 분야 · {feeRangeText(project.roleSummary)}
              </dd>
            </div>
          )}
          {project.conditions && (
            <div className="flex items-center gap-2">
              <dt className="sr-only">식사·교통</dt>
              <dd className="truncate">
                <span aria-hidden="true">🍱 </span>
                {mealsLabel[project.conditions.meals ?? "none"]} · <span aria-hidden="true">🚌 </span>
                {transportLabel[project.conditions.transport ?? "none"]}
              </dd>
            </div>
          )}
          <div className={cn("flex items-center gap-2", urgent && "font-semibold text-destructive")}>
            <dt className="sr-only">모집 마감</dt>
            <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
            <dd className="truncate">{project.deadline ? `${formatDate(project.deadline, "dot")} 마감` : "상시 모집"}</dd>
          </div>
        </dl>

        <div className="flex items-center justify-between gap-3 border-t pt-3 text-xs text-muted-foreground">
          <span className="truncate">{producerName ?? "제작자 정보 없음"}</span>
          <span className="flex shrink-0 items-center gap-1">
            <Users className="size-3.5" aria-hidden="true" />
            지원자 {project.applicationCount ?? 0}명
          </span>
        </div>
      </div>
    </Link>
  );
}

/** The card's shape while the list loads, so the grid does not jump. */
export function ProjectCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-xl border bg-card" aria-hidden="true">
      <Skeleton className="aspect-[8/5] w-full rounded-none" />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <Skeleton className="h-5 w-4/5" />
        <div className="flex gap-1.5">
          <Skeleton className="h-5 w-12" />
          <Skeleton className="h-5 w-14" />
          <Skeleton className="h-5 w-10" />
        </div>
        <div className="grid gap-2">
          <Skeleton className="h-4 w-2/5" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
        <Skeleton className="mt-1 h-4 w-full" />
      </div>
    </div>
  );
}
