import { Trash } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { formatDate, formatRelativeTime } from "@/lib/format";
import type { AppNotification } from "../api/get-notifications";
import { notificationIcon } from "../lib/notification-display";

interface NotificationItemProps {
  notification: AppNotification;
  onOpen: (n: AppNotification) => void;
  onDelete: (n: AppNotification) => void;
  deleting?: boolean;
}

/**
 * One row: the main button opens the item; the delete button is a sibling (not nested), so deleting
 * never also opens it. Unread rows get a highlighted left border and a dot; read rows are dimmed.
 */
export function NotificationItem({ notification: n, onOpen, onDelete, deleting }: NotificationItemProps) {
  return (
    <li className={cn("flex items-start gap-1 border-b border-l-4 last:border-b-0", n.read ? "border-l-transparent" : "border-l-primary bg-primary/5")}>
      <button
        type="button"
        onClick={() => onOpen(n)}
        className={cn(
          "flex min-w-0 flex-1 items-start gap-3 px-3 py-3 text-left outline-none hover:bg-accent/60 focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset",
          n.read && "opacity-60",
        )}
      >
        <span className="mt-0.5 text-xl leading-none" aria-hidden="true">
          {notificationIcon(n.type)}
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-center gap-2">
            <span className={cn("min-w-0 truncate text-sm", n.read ? "font-medium" : "font-semibold")}>{n.title}</span>
            {!n.read && (
              <>
                <span className="size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" />
                <span className="sr-only">(읽지 않음)</span>
              </>
            )}
          </span>
          <span className="line-clamp-2 text-sm break-words text-muted-foreground">{n.message}</span>
          <time className="text-xs text-muted-foreground" dateTime={n.createdAt} title={formatDate(n.createdAt, "datetime")}>
            {formatRelativeTime(n.createdAt)}
          </time>
        </span>
      </button>
      <Button
        variant="ghost"
        size="icon"
        className="mt-2 mr-1 size-8 shrink-0 text-muted-foreground hover:text-destructive"
        aria-label={`알림 삭제: ${n.title}`}
        disabled={deleting}
        onClick={(e) => {
          e.stopPropagation();
          onDelete(n);
        }}
      >
        <Trash aria-hidden="true" />
      </Button>
    </li>
  );
}
