import { Bus, CalendarDays, CheckCircle2, Clock, Hotel, Send, Utensils } from "lucide-react";
import type { ProjectDetail, ProjectRole } from "@shared/api-types";
import { accommodationLabel, feeText, mealsLabel, requiredMediaLabel, transportLabel, type ProjectConditions } from "@shared/casting";
import { applicationStatusLabel } from "@shared/labels";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";

/** The working conditions as a short list (issue 26: pay, meals, transport and schedule up front). */
type ConditionsInput = { [K in keyof ProjectConditions]?: ProjectConditions[K] | null };

export function ConditionsList({ conditions, compact = false }: { conditions: ConditionsInput | null; compact?: boolean }) {
  if (!conditions) return null;
  const rows = [
    conditions.meals && { icon: <Utensils aria-hidden="true" />, label: "식사", value: mealsLabel[conditions.meals] },
    conditions.transport && { icon: <Bus aria-hidden="true" />, label: "교통", value: transportLabel[conditions.transport] },
    conditions.accommodation && { icon: <Hotel aria-hidden="true" />, label: "숙박", value: accommodationLabel[conditions.accommodation] },
    conditions.paymentTiming && { icon: <Clock aria-hidden="true" />, label: "보수 지급", value: conditions.paymentTiming },
    conditions.schedule && { icon: <CalendarDays aria-hidden="true" />, label: "일정", value: conditions.schedule },
  ].filter((r): r is { icon: React.JSX.Element; label: string; value: string } => !!r);
  if (!rows.length) return null;
  return (
    <dl className={cn("grid gap-2", compact ? "text-xs" : "text-sm sm:grid-cols-2")}>
      {rows.map((r) => (
        <div key={r.label} className="flex items-start gap-2">
          <dt className="flex shrink-0 items-center gap-1.5 text-muted-foreground [&_svg]:size-4">
            {r.icon}
            <span className={compact ? "w-12" : "w-14"}>{r.label}</span>
          </dt>
          <dd className="min-w-0 font-medium break-words">{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One role: name, category, accepted of headcount, fee ('무보수' in plain sight), required material. */
export function RoleSummaryRow({
  role,
  children,
}: {
  role: Pick<ProjectRole, "name" | "category" | "headcount" | "fee" | "requiredMedia" | "description"> & { acceptedCount?: number; filled?: boolean };
  children?: React.ReactNode;
}) {
  const unpaid = role.fee.kind === "unpaid";
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{role.name}</span>
        <Badge variant="secondary">{role.category}</Badge>
        {role.filled && <Badge variant="outline">모집 완료</Badge>}
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <span>
          <span className="text-muted-foreground">인원 </span>
          {role.acceptedCount !== undefined ? `${role.acceptedCount} / ${role.headcount}명` : `${role.headcount}명`}
        </span>
        <span className={cn("font-medium", unpaid && "text-destructive")}>
          <span className="font-normal text-muted-foreground">보수 </span>
          {feeText(role.fee)}
        </span>
        {role.requiredMedia.length > 0 && (
          <span>
            <span className="text-muted-foreground">필수 자료 </span>
            {role.requiredMedia.map((m) => requiredMediaLabel[m]).join(", ")}
          </span>
        )}
      </div>
      {role.description && <p className="text-sm whitespace-pre-wrap text-muted-foreground">{role.description}</p>}
      {children}
    </div>
  );
}

export interface ProjectCastingProps {
  project: ProjectDetail;
  /** Artists who may apply get a button per open role. */
  onApply?: (role: ProjectRole) => void;
}

/** The project page's roles and conditions, above the description (issue 26). */
export function ProjectCasting({ project, onApply }: ProjectCastingProps) {
  return (
    <>
      {project.roles.length > 0 && (
        <Card id="roles">
          <CardHeader>
            <CardTitle as="h2">모집 분야</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col divide-y">
              {project.roles.map((role) => (
                <li key={role.id} className="py-3 first:pt-0 last:pb-0">
                  <RoleSummaryRow role={role}>
                    {role.myApplication ? (
                      <p className="flex items-center gap-1.5 text-sm font-medium text-primary">
                        <CheckCircle2 className="size-4" aria-hidden="true" />
                        지원함 · {applicationStatusLabel[role.myApplication.status]}
                      </p>
                    ) : (
                      onApply &&
                      !role.filled && (
                        <Button size="sm" className="mt-1 self-start" onClick={() => onApply(role)}>
                          <Send aria-hidden="true" />
                          {role.name} 지원하기
                        </Button>
                      )
                    )}
                  </RoleSummaryRow>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
      {project.conditions && (
        <Card>
          <CardHeader>
            <CardTitle as="h2">근무 조건</CardTitle>
          </CardHeader>
          <CardContent>
            <ConditionsList conditions={project.conditions} />
          </CardContent>
        </Card>
      )}
    </>
  );
}
