import { BellOff, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { AppNotification } from "../api/get-notifications";
import { NotificationItem } from "./notification-item";

interface NotificationListProps {
  notifications: AppNotification[];
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  emptyText: string;
  onOpen: (n: AppNotification) => void;
  onDelete: (n: AppNotification) => void;
  deletingId?: AppNotification["id"] | null;
}

/** Loading, error, empty and list states shared by the dropdown and the all-notifications dialog. */
export function NotificationList({ notifications, isLoading, isError, onRetry, emptyText, onOpen, onDelete, deletingId }: NotificationListProps) {
  if (isLoading) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 px-4 py-10 text-sm text-muted-foreground">
        <Spinner />
        알림을 불러오는 중...
      </div>
    );
  }
  if (isError && notifications.length === 0) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center text-sm text-muted-foreground">
        알림을 불러오지 못했습니다.
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          다시 시도
        </Button>
      </div>
    );
  }
  if (notifications.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-4 py-10 text-center text-sm text-muted-foreground">
        <BellOff className="size-8" aria-hidden="true" />
        {emptyText}
      </div>
    );
  }
  return (
    <ul aria-label="알림 목록">
      {notifications.map((n) => (
        <NotificationItem key={n.id} notification={n} onOpen={onOpen} onDelete={onDelete} deleting={deletingId === n.id} />
      ))}
    </ul>
  );
}
