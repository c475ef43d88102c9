import { defineFeature } from "./define";

/** server/features/events/routes.ts, mounted at /api/events. */
export const eventPaths = defineFeature({
  tag: "events",
  description: "실시간 이벤트 (Server-Sent Events)",
  operations: {
    stream: {
      method: "get",
      path: "/api/events",
      summary: "The signed-in user's live event stream",
      description:
        "Each event names what changed (`event:` is its type); a reconnect with Last-Event-ID gets `resync`. " +
        "A user holds at most LIVE_STREAMS_PER_USER (5) streams per server process; the next one is refused with 429.",
      auth: "user",
      success: { status: 200, description: "An endless text/event-stream", contentType: "text/event-stream" },
      errors: [401, 429, 503],
      fuzz: { guestOnly: true, reason: "a signed-in request is an endless stream" },
    },
  },
});
