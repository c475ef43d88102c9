import type { ReactNode } from "react";
import { Pencil, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

export interface SectionCardProps {
  id: string;
  title: string;
  icon?: ReactNode;
  /** Shown after the title, e.g. a count. */
  meta?: ReactNode;
  /** Owner controls: an add button, an edit button, or both. */
  onAdd?: () => void;
  addLabel?: string;
  onEdit?: () => void;
  editLabel?: string;
  children: ReactNode;
  className?: string;
}

/** One titled card of the profile's right column; the owner's add/edit buttons sit in its header. */
export function SectionCard({ id, title, icon, meta, onAdd, addLabel, onEdit, editLabel, children, className }: SectionCardProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn("rounded-xl border bg-card p-5 shadow-xs sm:p-6", className)}>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={headingId} className="flex min-w-0 items-center gap-2 text-lg font-bold tracking-tight">
          {icon && (
            <span className="text-primary [&_svg]:size-5" aria-hidden="true">
              {icon}
            </span>
          )}
          <span className="truncate">{title}</span>
          {meta && <span className="shrink-0 text-sm font-medium text-muted-foreground">{meta}</span>}
        </h2>
        <div className="flex shrink-0 gap-1.5">
          {onEdit && (
            <Button variant="outline" size="sm" onClick={onEdit} aria-label={editLabel ?? `${title} 수정`}>
              <Pencil aria-hidden="true" />
              <span className="hidden sm:inline">수정</span>
            </Button>
          )}
          {onAdd && (
            <Button size="sm" onClick={onAdd} aria-label={addLabel ?? `${title} 추가`}>
              <Plus aria-hidden="true" />
              <span className="hidden sm:inline">추가</span>
            </Button>
          )}
        </div>
      </div>
      {children}
    </section>
  );
}

/** The muted line shown in a section without entries. */
export function SectionEmpty({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed bg-muted/30 px-4 py-6 text-center text-sm text-muted-foreground">{children}</p>;
}
