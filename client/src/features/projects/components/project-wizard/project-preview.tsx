import { useState, type ReactNode } from "react";
import { CalendarClock, CalendarRange, MapPin, Wallet } from "lucide-react";
import { ProjectStatusBadge } from "@/components/projects/project-status-badge";
import { feeText, type ProjectConditions, type RoleFee } from "@shared/casting";
import { formatBudget, formatDate } from "@/lib/format";
import { ConditionsList } from "../casting/project-casting";

const PREVIEW_TAGS = 3;

export interface ProjectPreviewProps {
  title: string;
  description: string;
  tags: string[];
  imageUrl: string;
  budget: string;
  location: string;
  startDate: string;
  endDate: string;
  deadline: string;
  status: string;
  roles: Array<{ name?: string; category?: string; headcount?: number; fee?: { kind?: string; amount?: number | null } }>;
  conditions: { [K in keyof ProjectConditions]?: ProjectConditions[K] | null } | null;
}

function period(start: string, end: string): string {
  if (!start && !end) return "미정";
  return `${formatDate(start, "dot", "미정")} ~ ${formatDate(end, "dot", "미정")}`;
}

/** Spec: the wizard's live preview of the project page (desktop only). */
export function ProjectPreview(p: ProjectPreviewProps) {
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const extra = p.tags.length - PREVIEW_TAGS;
  const showImage = !!p.imageUrl && brokenUrl !== p.imageUrl;

  return (
    <div className="overflow-hidden rounded-lg border bg-card shadow-sm">
      <div className="relative aspect-[16/9] bg-gradient-to-br from-primary/80 via-violet-500/70 to-fuchsia-400/60">
        {showImage && <img src={p.imageUrl} alt="" className="size-full object-cover" onError={() => setBrokenUrl(p.imageUrl)} />}
        <div className="absolute top-2 left-2">
          <ProjectStatusBadge status={p.status} context="page" className="bg-background/90" />
        </div>
      </div>
      <div className="flex flex-col gap-3 p-4">
        <p className={p.title.trim() ? "line-clamp-2 text-base font-semibold" : "text-base font-semibold text-muted-foreground"}>
          {p.title.trim() || "제목을 입력해주세요"}
        </p>
        {p.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label="태그">
            {p.tags.slice(0, PREVIEW_TAGS).map((t) => (
              <li key={t} className="rounded-full bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">
                #{t}
              </li>
            ))}
            {extra > 0 && <li className="rounded-full border px-2 py-0.5 text-xs text-muted-foreground">+{extra}</li>}
          </ul>
        )}
        <p className="line-clamp-4 text-sm whitespace-pre-line text-muted-foreground">{p.description.trim() || "프로젝트 소개가 여기에 표시됩니다."}</p>
        <dl className="grid gap-1.5 border-t pt-3 text-sm">
          <PreviewRow icon={<Wallet aria-hidden="true" />} label="예산" value={formatBudget(p.budget)} />
          <PreviewRow icon={<MapPin aria-hidden="true" />} label="지역" value={p.location || "미정"} />
          <PreviewRow icon={<CalendarRange aria-hidden="true" />} label="기간" value={period(p.startDate, p.endDate)} />
          <PreviewRow icon={<CalendarClock aria-hidden="true" />} label="마감" value={formatDate(p.deadline, "dot", "마감일 미정")} />
        </dl>
        {p.roles.length > 0 && (
          <div className="border-t pt-3">
            <p className="mb-1.5 text-xs font-semibold text-muted-foreground">모집 분야</p>
            <ul className="grid gap-1 text-sm" aria-label="모집 분야 미리보기">
              {p.roles.map((r, i) => (
                <li key={i} className="flex justify-between gap-2">
                  <span className="min-w-0 truncate">
                    {r.name?.trim() || `모집 분야 ${i + 1}`} · {Number.isFinite(r.headcount) ? r.headcount : "?"}명
                  </span>
                  <span className={r.fee?.kind === "unpaid" ? "shrink-0 font-medium text-destructive" : "shrink-0 font-medium"}>
                    {r.fee?.kind ? feeText({ kind: r.fee.kind, amount: r.fee.amount ?? null } as RoleFee) : ""}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {p.conditions && (
          <div className="border-t pt-3">
            <ConditionsList conditions={p.conditions} compact />
          </div>
        )}
      </div>
    </div>
  );
}

function PreviewRow({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex items-center gap-2">
      {/* The icon sits inside the dt: a div in a dl may hold only dt and dd (axe definition-list). */}
      <dt className="flex shrink-0 items-center gap-2 text-muted-foreground [&_svg]:size-4">
        {icon}
        <span className="w-8">{label}</span>
      </dt>
      <dd className="min-w-0 truncate font-medium">{value}</dd>
    </div>
  );
}
