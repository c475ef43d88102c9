import { useRef, useState } from "react";
import { Bell, CheckCheck } from "lucide-react";
import { toast } from "sonner";
import { useLocation } from "wouter";
import { NOTIFICATION_DROPDOWN_COUNT } from "@shared/constants";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { ScrollArea } from "@/components/ui/scroll-area";
import { errorMessage } from "@/lib/api-client";
import { capCount } from "@/lib/format";
import { useDeleteNotification } from "../api/delete-notification";
import { useNotifications, type AppNotification } from "../api/get-notifications";
import { useMarkAllNotificationsRead } from "../api/mark-all-notifications-read";
import { useMarkNotificationRead } from "../api/mark-notification-read";
import { notificationHref, sortNewestFirst } from "../lib/notification-display";
import { NotificationList } from "./notification-list";

/**
 * Header bell (spec "Notifications"): dropdown with the 5 newest, unread badge capped at 9+,
 * 모두 읽음 when something is unread, and a see-all button opening the 모든 알림 dialog.
 * Render it only for a signed-in user.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  // The dialog opens from a button of the dropdown, which is gone when the dialog closes: focus goes back
  // to the bell instead of falling to the page's start.
  const bell = useRef<HTMLButtonElement>(null);
  const [, navigate] = useLocation();
  const query = useNotifications({ enabled: true });
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();

  const all = sortNewestFirst(query.data ?? []);
  const total = all.length;
  const unread = all.filter((n) => !n.read).length;
  const deletingId = remove.isPending ? remove.variables : null;

  const openItem = (n: AppNotification) => {
    if (!n.read) markRead.mutate(n.id);
    setOpen(false);
    setDialogOpen(false);
    navigate(notificationHref(n));
  };

  const deleteItem = (n: AppNotification) => {
    remove.mutate(n.id, {
      onError: (err) => toast.error("알림 삭제 실패", { description: errorMessage(err, "알림을 삭제하지 못했습니다. 다시 시도해주세요.") }),
    });
  };

  const markAllRead = () => {
    markAll.mutate(undefined, {
      onError: (err) => toast.error("알림 처리 실패", { description: errorMessage(err, "알림을 읽음으로 표시하지 못했습니다.") }),
    });
  };

  const listProps = {
    isLoading: query.isPending,
    isError: query.isError,
    onRetry: () => void query.refetch(),
    onOpen: openItem,
    onDelete: deleteItem,
    deletingId,
  };

  return (
    <>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button ref={bell} variant="ghost" size="icon" className="relative" aria-label={unread > 0 ? `알림, 읽지 않은 알림 ${unread}개` : "알림"}>
            <Bell className="size-5" aria-hidden="true" />
            {unread > 0 && (
              <span
                aria-hidden="true"
                className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-bold text-destructive-foreground"
              >
                {capCount(unread, 9)}
              </span>
            )}
          </Button>
        </PopoverTrigger>
        <PopoverContent align="end" className="w-[min(24rem,calc(100vw-1rem))] p-0">
          <div className="flex items-center justify-between gap-2 border-b px-4 py-2.5">
            <h2 className="text-base font-semibold">알림</h2>
            {unread > 0 && (
              <Button variant="ghost" size="sm" onClick={markAllRead} disabled={markAll.isPending}>
                <CheckCheck aria-hidden="true" />
                모두 읽음
              </Button>
            )}
          </div>
          <ScrollArea className="h-96">
            <NotificationList {...listProps} notifications={all.slice(0, NOTIFICATION_DROPDOWN_COUNT)} emptyText="새로운 알림이 없습니다" />
          </ScrollArea>
          <div className="border-t p-2">
            <Button
              variant="ghost"
              className="w-full"
              onClick={() => {
                setOpen(false);
                setDialogOpen(true);
              }}
            >
              모든 알림 보기 ({total})
            </Button>
          </div>
        </PopoverContent>
      </Popover>

      <Dialog open={dialogOpen} onOpenChange={setDialogOpen}>
        <DialogContent
          className="gap-3 p-0 sm:max-w-xl sm:p-0"
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            bell.current?.focus();
          }}
        >
          <DialogHeader className="px-5 pt-5 sm:px-6 sm:pt-6">
            <DialogTitle className="flex items-center gap-2">
              모든 알림
              <Badge variant="secondary">
                <span aria-hidden="true">{total}</span>
                <span className="sr-only">전체 {total}개</span>
              </Badge>
            </DialogTitle>
            <DialogDescription>{unread > 0 ? `읽지 않은 알림 ${unread}개가 있습니다.` : "모든 알림을 확인했습니다."}</DialogDescription>
          </DialogHeader>
          {unread > 0 && (
            <div className="flex justify-end px-5 sm:px-6">
              <Button variant="outline" size="sm" onClick={markAllRead} disabled={markAll.isPending}>
                <CheckCheck aria-hidden="true" />
                모두 읽음
              </Button>
            </div>
          )}
          <ScrollArea className="h-[min(32rem,65dvh)] border-t">
            <NotificationList {...listProps} notifications={all} emptyText="알림이 없습니다" />
          </ScrollArea>
        </DialogContent>
      </Dialog>
    </>
  );
}
