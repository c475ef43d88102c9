import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import type { MessageThread, ThreadMessage } from "@shared/api-types";
import { POLL_MS } from "@shared/constants";
import { api } from "@/lib/api";
import { usePollInterval } from "@/lib/live-connection";

export const THREAD_PAGE_SIZE = 50;

/**
 * GET /api/messages/{id} (the other person's user id): a page of the thread, oldest first. Without `before` (the newest page) the
 * server also marks the received messages read, so every poll of an open thread keeps it read.
 */
export function getThread(userId: string, before?: number) {
  return api("GET /api/messages/{id}", { params: { id: userId }, query: { limit: THREAD_PAGE_SIZE, before: before || undefined } });
}

/** Pages go backwards in time: page 0 is the newest, the next page param is the oldest id seen. */
export function threadQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: ["/api/messages", userId] as const,
    queryFn: ({ pageParam }) => getThread(userId, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasMore && last.items[0] ? last.items[0].id : undefined),
    refetchInterval: POLL_MS.messages,
  });
}

export type ThreadData = InfiniteData<MessageThread, number | undefined>;

/** Every loaded message, oldest first. */
export function threadMessages(data: { pages: MessageThread[] } | undefined): ThreadMessage[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((p) => p.items);
}

/**
 * The spec's 5 s poll is the fallback: while the live event stream is connected a new message arrives as an
 * event (which refetches the thread at once) and the poll slows down, as the unread count's does.
 */
export function useThread(userId: string | null) {
  const refetchInterval = usePollInterval(POLL_MS.messages);
  return useInfiniteQuery({ ...threadQueryOptions(userId ?? ""), refetchInterval, enabled: !!userId });
}
