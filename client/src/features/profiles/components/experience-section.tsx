import { Briefcase, MapPin } from "lucide-react";
import type { Experience } from "@shared/api-types";
import { experienceTypeLabel } from "@shared/discipline-labels";
import { yearMonth } from "../lib/profile-display";
import { ItemActions } from "./item-actions";
import { SectionCard, SectionEmpty } from "@/components/profile/section-card";

export interface ExperienceSectionProps {
  experiences: Experience[];
  isOwner: boolean;
  onAdd: () => void;
  onEdit: (e: Experience) => void;
  onDelete: (e: Experience) => void;
}

/** Ongoing entries first, then the most recent start. */
function byRecent(a: Experience, b: Experience) {
  if (a.isCurrent !== b.isCurrent) return a.isCurrent ? -1 : 1;
  return b.startDate.localeCompare(a.startDate);
}

export function experiencePeriod(e: Pick<Experience, "startDate" | "endDate" | "isCurrent">): string {
  const end = e.isCurrent ? "현재" : yearMonth(e.endDate);
  return end ? `${yearMonth(e.startDate)} - ${end}` : yearMonth(e.startDate);
}

/** 경력: type label, title, organization and role, period, place and description. */
export function ExperienceSection({ experiences, isOwner, onAdd, onEdit, onDelete }: ExperienceSectionProps) {
  const items = [...experiences].sort(byRecent);
  return (
    <SectionCard
      id="experiences"
      title="경력"
      icon={<Briefcase />}
      meta={items.length > 0 ? `${items.length}개` : undefined}
      onAdd={isOwner ? onAdd : undefined}
      addLabel="경력 추가"
    >
      {items.length === 0 ? (
        <SectionEmpty>{isOwner ? "참여한 전시, 공연, 프로젝트를 경력으로 추가해 보세요." : "등록된 경력이 없습니다."}</SectionEmpty>
      ) : (
        <ol className="relative flex flex-col gap-5 border-l-2 border-primary/15 pl-5">
          {items.map((e) => (
            <li key={e.id} className="relative">
              <span className="absolute top-1.5 -left-[27px] size-3 rounded-full border-2 border-card bg-primary" aria-hidden="true" />
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="rounded-md bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">{experienceTypeLabel[e.type] ?? e.type}</span>
                    <span className="text-xs text-muted-foreground tabular-nums">{experiencePeriod(e)}</span>
                  </p>
                  <h3 className="mt-1 font-semibold break-words">{e.title}</h3>
                  {(e.organization || e.role) && <p className="text-sm text-muted-foreground">{[e.organization, e.role].filter(Boolean).join(" · ")}</p>}
                  {e.location && (
                    <p className="mt-0.5 flex items-center gap-1 text-xs text-muted-foreground">
                      <MapPin className="size-3" aria-hidden="true" />
                      {e.location}
                    </p>
                  )}
                  {e.description && <p className="mt-1.5 text-sm leading-relaxed break-words whitespace-pre-line">{e.description}</p>}
                </div>
                {isOwner && <ItemActions name={`경력 '${e.title}'`} onEdit={() => onEdit(e)} onDelete={() => onDelete(e)} />}
              </div>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
