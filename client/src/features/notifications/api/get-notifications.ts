import { queryOptions, useQuery } from "@tanstack/react-query";
import { POLL_MS } from "@shared/constants";
import { api, type Answer } from "@/lib/api";
import { usePollInterval } from "@/lib/live-connection";

type NotificationAnswer = Answer<"GET /api/notifications">[number];

/** One notification as GET /api/notifications answers it (newest first); the client does not use userId. */
export type AppNotification = Omit<NotificationAnswer, "userId" | "type"> & {
  /** A known NotificationType; anything else is shown as a generic notification. */
  type: NotificationAnswer["type"] | (string & {});
};

export function getNotifications(): Promise<AppNotification[]> {
  return api("GET /api/notifications");
}

/** Spec: polled every 30 s while signed in; the cache is kept 5 minutes. */
export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: ["/api/notifications"] as const,
    queryFn: getNotifications,
    refetchInterval: POLL_MS.notifications,
    gcTime: 5 * 60_000,
  });
}

/** The spec's 30 s poll is the fallback: while the live event stream is connected it slows down. */
export function useNotifications({ enabled }: { enabled: boolean }) {
  const refetchInterval = usePollInterval(POLL_MS.notifications);
  return useQuery({ ...notificationsQueryOptions(), refetchInterval, enabled });
}
