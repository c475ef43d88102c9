import { Flag, MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/cn";

export interface ItemMenuProps {
  /** '게시글' or '댓글', for the trigger's accessible name. */
  subject: string;
  isOwner: boolean;
  onEdit?: () => void;
  onDelete?: () => void;
  onReport?: () => void;
  className?: string;
}

/** The ⋯ menu of a post or comment: 수정 and 삭제 for its author, 신고하기 for everyone else. */
export function ItemMenu({ subject, isOwner, onEdit, onDelete, onReport, className }: ItemMenuProps) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={`${subject} 메뉴`}
        className={cn(
          "flex size-8 shrink-0 items-center justify-center rounded-full text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring data-[state=open]:bg-muted",
          className,
        )}
      >
        <MoreHorizontal className="size-4" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-32">
        {isOwner ? (
          <>
            <DropdownMenuItem onSelect={onEdit}>
              <Pencil aria-hidden="true" />
              수정
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={onDelete} variant="destructive">
              <Trash2 aria-hidden="true" />
              삭제
            </DropdownMenuItem>
          </>
        ) : (
          <DropdownMenuItem onSelect={onReport} variant="destructive">
            <Flag aria-hidden="true" />
            신고하기
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
