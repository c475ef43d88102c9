import { projectStatusText } from "@shared/labels";
import type { ProjectStatus } from "@shared/constants";
import { cn } from "@/lib/cn";

const STATUS_STYLE: Record<ProjectStatus, string> = {
  draft: "border-amber-200 bg-amber-50 text-amber-800",
  published: "border-primary/15 bg-primary/10 text-primary",
  in_progress: "border-sky-200 bg-sky-50 text-sky-800",
  completed: "border-emerald-200 bg-emerald-50 text-emerald-800",
  cancelled: "border-border bg-muted text-muted-foreground",
};

export interface ProjectStatusBadgeProps {
  status: string | null | undefined;
  /**
   * Where the badge sits. Spec (project status table): a draft reads 준비 중 ("in preparation") on
   * cards and 임시저장 elsewhere. Defaults to "card".
   */
  context?: "card" | "page";
  /**
   * Whether the application deadline has passed (deadlineState(...).kind === "past"): a published project
   * past it reads 마감 rather than 모집 중 (issue 31: an expired posting read '모집 중 … (마감됨)').
   */
  expired?: boolean;
  className?: string;
}

/** The project status label in its colour; an unknown status shows as 모집 중 (spec). */
export function ProjectStatusBadge({ status, context = "card", expired, className }: ProjectStatusBadgeProps) {
  const stated = (status && status in STATUS_STYLE ? status : "published") as ProjectStatus;
  const closed = expired && stated === "published";
  const known = closed ? "cancelled" : stated;
  const label = closed ? "마감" : known === "draft" && context === "card" ? "준비 중" : projectStatusText(known);
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        STATUS_STYLE[known],
        className,
      )}
    >
      {known === "published" && <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />}
      {label}
    </span>
  );
}
