import type { Database } from "../db/client";
import type { Logger } from "../logger";
import { type AppEvent, EVENTS_CHANNEL } from "./publish";

export type EventListener = (event: AppEvent) => void;

/**
 * One LISTEN per process on EVENTS_CHANNEL, fanned out to the open event streams of each user.
 * publish() notifies through the database, so every process (and every tab on any of them) hears a
 * change, and only once its transaction committed (decision 006).
 */
export interface EventHub {
  start(): Promise<void>;
  /** `onEnd` is called when the hub stops (shutdown), so the stream can end and the server can close. */
  subscribe(userId: string, listener: EventListener, onEnd?: () => void): () => void;
  /** Open streams, for tests and logs. */
  size(): number;
  /** Open streams of one user in this process. */
  countOf(userId: string): number;
  stop(): Promise<void>;
}

export function createEventHub(database: Pick<Database, "listen">, logger?: Logger): EventHub {
  const byUser = new Map<string, Set<EventListener>>();
  const enders = new Set<() => void>();
  let unlisten: (() => Promise<void>) | null = null;

  function dispatch(payload: string) {
    let parsed: { userId?: unknown; event?: AppEvent };
    try {
      parsed = JSON.parse(payload);
    } catch {
      logger?.warn({ payload: payload.slice(0, 200) }, "unreadable event payload");
      return;
    }
    if (typeof parsed.userId !== "string" || !parsed.event) return;
    for (const listener of byUser.get(parsed.userId) ?? []) {
      try {
        listener(parsed.event);
      } catch (err) {
        logger?.warn({ err }, "event listener failed");
      }
    }
  }

  return {
    async start() {
      if (!unlisten) unlisten = await database.listen(EVENTS_CHANNEL, dispatch);
    },
    subscribe(userId, listener, onEnd) {
      const set = byUser.get(userId) ?? new Set();
      set.add(listener);
      byUser.set(userId, set);
      if (onEnd) enders.add(onEnd);
      return () => {
        set.delete(listener);
        if (!set.size && byUser.get(userId) === set) byUser.delete(userId);
        if (onEnd) enders.delete(onEnd);
      };
    },
    size: () => [...byUser.values()].reduce((n, s) => n + s.size, 0),
    countOf: (userId) => byUser.get(userId)?.size ?? 0,
    async stop() {
      const u = unlisten;
      unlisten = null;
      const ending = [...enders];
      enders.clear();
      byUser.clear();
      for (const end of ending) end();
      await u?.();
    },
  };
}
