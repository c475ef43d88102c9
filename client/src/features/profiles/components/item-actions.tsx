import { Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The owner's edit and delete buttons on one entry; labels name the entry for screen readers. */
export function ItemActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="flex shrink-0 gap-0.5">
      <Button variant="ghost" size="icon" className="size-8" onClick={onEdit} aria-label={`${name} 수정`}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" className="size-8 text-muted-foreground hover:text-destructive" onClick={onDelete} aria-label={`${name} 삭제`}>
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
