import { useSyncExternalStore } from "react";

/**
 * Whether the live event stream (GET /api/events) is connected, as a tiny module-level store.
 * Polling queries read it to slow down while events arrive at once, and fall back to the spec's
 * intervals as soon as the stream is down.
 */
let connected = false;
const listeners = new Set<() => void>();

export function setLiveConnected(value: boolean): void {
  if (value === connected) return;
  connected = value;
  // Visible state for browser tests and debugging: <html data-live-events="connected">.
  if (typeof document !== "undefined") document.documentElement.dataset.liveEvents = value ? "connected" : "disconnected";
  for (const listener of listeners) listener();
}

export function isLiveConnected(): boolean {
  return connected;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiveConnected(): boolean {
  return useSyncExternalStore(subscribe, isLiveConnected, () => false);
}

/** Poll interval while the stream is connected: a safety net only, events do the real work. */
export const LIVE_POLL_MS = 5 * 60_000;

/** The spec's interval when the stream is down, a slow safety-net poll while it is up. */
export function usePollInterval(specMs: number): number {
  return useLiveConnected() ? LIVE_POLL_MS : specMs;
}
