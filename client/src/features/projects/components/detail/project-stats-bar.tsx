import type { ReactNode } from "react";
import { Eye, Star, Users } from "lucide-react";
import type { ProjectDetail } from "@shared/api-types";

/** Spec: applicant count, view count, average rating with one decimal (or 평가없음). */
export function ProjectStatsBar({ project }: { project: ProjectDetail }) {
  const rating = project.avgRating == null ? "평가없음" : project.avgRating.toFixed(1);
  return (
    // A list of label/value pairs: a <dl> may not hold the icon next to its dt/dd (axe definition-list).
    <ul aria-label="프로젝트 통계" className="grid grid-cols-3 divide-x rounded-lg border bg-card shadow-sm">
      <Stat icon={<Users />} label="지원자" value={`${project.applicationCount.toLocaleString("ko-KR")}명`} />
      <Stat icon={<Eye />} label="조회수" value={project.viewCount.toLocaleString("ko-KR")} />
      <Stat icon={<Star />} label="평균 평점" value={rating} />
    </ul>
  );
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <li className="flex flex-col items-center gap-1 px-2 py-3 text-center sm:flex-row sm:justify-center sm:gap-3 sm:py-4">
      <span className="hidden size-9 items-center justify-center rounded-full bg-secondary text-primary sm:flex [&_svg]:size-4" aria-hidden="true">
        {icon}
      </span>
      <div className="flex flex-col-reverse sm:items-start">
        <span className="text-xs text-muted-foreground">{label}</span>
        <span className="text-base font-bold tabular-nums sm:text-lg">{value}</span>
      </div>
    </li>
  );
}
