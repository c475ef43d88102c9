import { useEffect } from "react";
import { useQueryClient, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { myApplicationsQueryOptions } from "@/features/applications/api/get-my-applications";
import { receivedApplicationsQueryOptions } from "@/features/applications/api/get-received-applications";
import { dashboardStatsQueryOptions } from "@/features/dashboard/api/get-dashboard-stats";
import { receivedInvitationsQueryOptions } from "@/features/invitations/api/get-received-invitations";
import { sentInvitationsQueryOptions } from "@/features/invitations/api/get-sent-invitations";
import { notificationsQueryOptions } from "@/features/notifications/api/get-notifications";
import { myProjectsQueryOptions } from "@/features/projects/api/get-my-projects";
import { setLiveConnected } from "@/lib/live-connection";

/** The stream's event names (server/events): data is JSON, small hints naming what changed. */
const EVENT_TYPES = ["notification", "message", "messages-read", "invitation", "resync"] as const;

/** After the browser gives up (a non-200 answer closes an EventSource for good), try again this late. */
const RECONNECT_MS = 30_000;

function invalidate(queryClient: QueryClient, keys: QueryKey[]) {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/** Every list a dashboard shows: a notification or an invitation may have changed any of them. */
function dashboardKeys(): QueryKey[] {
  return [
    dashboardStatsQueryOptions().queryKey,
    myProjectsQueryOptions().queryKey,
    myApplicationsQueryOptions().queryKey,
    receivedApplicationsQueryOptions().queryKey,
    receivedInvitationsQueryOptions().queryKey,
    sentInvitationsQueryOptions().queryKey,
  ];
}

/** Messaging keys start with these paths (conversations, threads, the header's unread count). */
function isMessagingKey(key: QueryKey): boolean {
  const first = key[0];
  return typeof first === "string" && (first.startsWith("/api/messages") || first.startsWith("/api/conversations"));
}

/** Conversations, threads and the unread count: every messaging query. */
function invalidateMessaging(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ predicate: (q) => isMessagingKey(q.queryKey) });
}

/** What each event makes stale. */
export function handleLiveEvent(queryClient: QueryClient, type: string): void {
  switch (type) {
    case "notification":
      invalidate(queryClient, [notificationsQueryOptions().queryKey, ...dashboardKeys()]);
      break;
    case "message":
    case "messages-read":
      invalidateMessaging(queryClient);
      break;
    case "invitation":
      invalidate(queryClient, dashboardKeys());
      // An invitation is also a message of its conversation, whose card shows its status (accepted, declined,
      // cancelled): the open thread learns it from the event, not from its poll (slow while the stream is up).
      invalidateMessaging(queryClient);
      break;
    case "resync":
      // The server could not replay what was missed: everything may be stale.
      void queryClient.invalidateQueries();
      break;
  }
}

/**
 * The signed-in user's live event stream (GET /api/events), opened once for the whole app.
 * EventSource reconnects by itself after a dropped connection and sends Last-Event-ID, which the
 * server answers with `resync`. A refused connection (e.g. 401, 503) closes it for good: then a new
 * one is opened after RECONNECT_MS and everything is refetched once it opens. While connected, the
 * notification and unread-count polls slow down (see lib/live-connection); while down they keep the
 * spec's intervals. Heartbeats are SSE comments: EventSource swallows them, they only keep proxies
 * from closing an idle stream.
 */
export function useLiveEvents(userId: string | null): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!userId || typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const connect = (fresh: boolean) => {
      const es = new EventSource("/api/events", { withCredentials: true });
      source = es;
      es.onopen = () => {
        setLiveConnected(true);
        // A brand-new EventSource carries no Last-Event-ID, so the server cannot answer `resync`:
        // after a gap, refetch everything here instead.
        if (!fresh) handleLiveEvent(queryClient, "resync");
        fresh = true;
      };
      es.onerror = () => {
        // CONNECTING: the browser retries by itself (with Last-Event-ID). CLOSED: it gave up.
        setLiveConnected(false);
        if (es.readyState === EventSource.CLOSED && !stopped) {
          retry = setTimeout(() => connect(false), RECONNECT_MS);
        }
      };
      for (const type of EVENT_TYPES) {
        es.addEventListener(type, () => handleLiveEvent(queryClient, type));
      }
    };

    connect(true);
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
      setLiveConnected(false);
    };
  }, [userId, queryClient]);
}
