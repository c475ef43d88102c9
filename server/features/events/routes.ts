import type { Router } from "express";
import { LIVE_STREAMS_PER_USER } from "@shared/constants";
import { eventPaths as api } from "@shared/contract/events";
import { FeatureRouter } from "../../http/contract-route";
import { RateLimitedError } from "../../http/errors";
import type { RouteContext } from "../../http/route-context";

export const HEARTBEAT_MS = 25_000;

export const eventMessages = {
  tooManyStreams: `실시간 알림은 한 계정에서 동시에 ${LIVE_STREAMS_PER_USER}개까지 연결할 수 있습니다. 사용하지 않는 탭을 닫아 주세요.`,
} as const;
/** Asks the browser's EventSource to reconnect after 3 s when the stream drops. */
const RETRY_MS = 3_000;

/**
 * GET /api/events: the Server-Sent Events stream of the signed-in user. Each event names what changed
 * (AppEvent.type) and the client refetches it. Ids only count per process, so a reconnect with
 * Last-Event-ID cannot replay what was missed: it is answered with `resync` (refetch everything).
 */
export function eventRoutes(ctx: RouteContext): Router {
  let nextId = 0;
  // Answers by itself (the stream, or 503 without a hub): the handler returns undefined.
  return new FeatureRouter("/api/events").on(api.operations.stream, ({ user, req, res }) => {
    const hub = ctx.events;
    if (!hub) {
      res.status(503).json({ code: "Unavailable", message: "실시간 알림을 사용할 수 없습니다." });
      return;
    }
    // Counted and subscribed with no await in between, so two requests at once cannot both take the last place.
    if (hub.countOf(user.id) >= LIVE_STREAMS_PER_USER) throw new RateLimitedError(eventMessages.tooManyStreams, { "Retry-After": "60" });
    res.status(200);
    res.setHeader("Content-Type", "text/event-stream; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache, no-transform");
    res.setHeader("Connection", "keep-alive");
    res.setHeader("X-Accel-Buffering", "no");
    res.flushHeaders();
    req.socket.setNoDelay(true);
    req.socket.setTimeout(0);

    const send = (event: string, data: unknown) => {
      nextId += 1;
      res.write(`id: ${nextId}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    res.write(`retry: ${RETRY_MS}\n\n`);
    if (req.get("last-event-id") !== undefined) send("resync", {});

    // A stream lives only as long as its session: once the session is gone (sign-out elsewhere, a
    // password change or reset, account deletion) the next event or heartbeat ends the stream instead
    // of writing to it. One session read per event or heartbeat; a failed read keeps the stream.
    const sid = req.sessionID;
    const store = req.sessionStore;
    const sessionAlive = () => new Promise<boolean>((resolve) => store.get(sid, (err, sess) => resolve(!!err || sess?.userId === user.id)));
    let ended = false;
    let chain = Promise.resolve();
    // Chained, so events keep their order while each waits for its session check.
    const whileSignedIn = (write: () => void) => {
      chain = chain
        .then(async () => {
          if (ended) return;
          if (await sessionAlive()) write();
          else end();
        })
        .catch(() => end());
    };

    const unsubscribe = hub.subscribe(
      user.id,
      (event) => whileSignedIn(() => send(event.type, event)),
      () => end(),
    );
    const heartbeat = setInterval(() => whileSignedIn(() => res.write(": ping\n\n")), HEARTBEAT_MS);
    heartbeat.unref();
    const close = () => {
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
    };
    function end() {
      if (ended) return;
      close();
      res.end();
    }
    req.on("close", close);
    res.on("error", close);
    return undefined;
  }).router;
}
