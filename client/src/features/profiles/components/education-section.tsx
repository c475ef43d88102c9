import { GraduationCap } from "lucide-react";
import type { Education } from "@shared/api-types";
import { yearMonth } from "../lib/profile-display";
import { ItemActions } from "./item-actions";
import { SectionCard, SectionEmpty } from "@/components/profile/section-card";

export interface EducationSectionProps {
  education: Education[];
  isOwner: boolean;
  onAdd: () => void;
  onEdit: (e: Education) => void;
  onDelete: (e: Education) => void;
}

function period(e: Education): string {
  const start = yearMonth(e.startDate);
  const end = e.isCurrent ? "재학 중" : yearMonth(e.endDate);
  return [start, end].filter(Boolean).join(" - ");
}

/** 학력: shown to everyone when present; the owner always sees it, to add the first entry. */
export function EducationSection({ education, isOwner, onAdd, onEdit, onDelete }: EducationSectionProps) {
  if (!isOwner && education.length === 0) return null;
  const items = [...education].sort((a, b) => (b.startDate ?? "").localeCompare(a.startDate ?? ""));
  return (
    <SectionCard id="education" title="학력" icon={<GraduationCap />} onAdd={isOwner ? onAdd : undefined} addLabel="학력 추가">
      {items.length === 0 ? (
        <SectionEmpty>학력을 추가해 보세요.</SectionEmpty>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((e) => (
            <li key={e.id} className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="font-semibold break-words">{e.institution}</h3>
                {(e.degree || e.fieldOfStudy) && <p className="text-sm text-muted-foreground">{[e.fieldOfStudy, e.degree].filter(Boolean).join(" · ")}</p>}
                {period(e) && <p className="text-xs text-muted-foreground tabular-nums">{period(e)}</p>}
                {e.description && <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line">{e.description}</p>}
              </div>
              {isOwner && <ItemActions name={`학력 '${e.institution}'`} onEdit={() => onEdit(e)} onDelete={() => onDelete(e)} />}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
