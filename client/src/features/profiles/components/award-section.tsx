import { Trophy } from "lucide-react";
import type { Award } from "@shared/api-types";
import { categoryLabel } from "@shared/labels";
import { ItemActions } from "./item-actions";
import { SectionCard, SectionEmpty } from "@/components/profile/section-card";

export interface AwardSectionProps {
  awards: Award[];
  isOwner: boolean;
  onAdd: () => void;
  onEdit: (a: Award) => void;
  onDelete: (a: Award) => void;
}

/** 수상 내역: newest year first; the category code shown with its Korean label. */
export function AwardSection({ awards, isOwner, onAdd, onEdit, onDelete }: AwardSectionProps) {
  const items = [...awards].sort((a, b) => b.year - a.year);
  return (
    <SectionCard
      id="awards"
      title="수상 내역"
      icon={<Trophy />}
      meta={items.length > 0 ? `${items.length}개` : undefined}
      onAdd={isOwner ? onAdd : undefined}
      addLabel="수상 내역 추가"
    >
      {items.length === 0 ? (
        <SectionEmpty>{isOwner ? "수상 경력이 있다면 추가해 보세요." : "등록된 수상 내역이 없습니다."}</SectionEmpty>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((a) => (
            <li key={a.id} className="flex items-start gap-3 rounded-lg border p-3.5">
              <span className="flex h-8 shrink-0 items-center rounded-md bg-amber-50 px-2 text-sm font-bold text-amber-800 tabular-nums">{a.year}</span>
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold break-words">{a.title}</h3>
                {(a.organization || a.category) && (
                  <p className="text-sm text-muted-foreground">{[a.organization, categoryLabel(a.category)].filter(Boolean).join(" · ")}</p>
                )}
                {a.description && <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line">{a.description}</p>}
              </div>
              {isOwner && <ItemActions name={`수상 내역 '${a.title}'`} onEdit={() => onEdit(a)} onDelete={() => onDelete(a)} />}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
