import type { ReactNode } from "react";
import type { ProjectDetail } from "@shared/api-types";
import { ProjectStatusBadge } from "@/components/projects/project-status-badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format";
import { deadlineState } from "./project-deadline";

/** Status, start, end, application deadline (red once past) and the date it was posted. */
export function ProjectDetailsCard({ project }: { project: ProjectDetail }) {
  const past = deadlineState(project.deadline).kind === "past";
  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle as="h2" className="text-base">
          프로젝트 정보
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-3 text-sm">
          <Row label="상태">
            <ProjectStatusBadge status={project.status} expired={deadlineState(project.deadline).kind === "past"} context="page" />
          </Row>
          <Row label="시작일">{formatDate(project.startDate, "long", "미정")}</Row>
          <Row label="종료일">{formatDate(project.endDate, "long", "미정")}</Row>
          <Row label="지원 마감일">
            <span className={cn(past && "font-semibold text-destructive")}>
              {formatDate(project.deadline, "long", "마감일 미정")}
              {past && " (마감)"}
            </span>
          </Row>
          <Row label="등록일">{formatDate(project.createdAt, "long")}</Row>
        </dl>
      </CardContent>
    </Card>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </>
  );
}
