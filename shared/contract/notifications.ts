import { z } from "zod";
import { defineFeature, messageAnswer } from "./define";
import { Notification } from "./responses";

/** server/features/notifications/routes.ts, mounted at /api/notifications. */
export const notificationPaths = defineFeature({
  tag: "notifications",
  description: "알림",
  operations: {
    list: {
      method: "get",
      path: "/api/notifications",
      summary: "The user's notifications",
      auth: "user",
      success: { status: 200, description: "Notifications", schema: z.array(Notification) },
      errors: [401],
    },
    markAllRead: {
      method: "patch",
      path: "/api/notifications/mark-all-read",
      summary: "Mark every notification read",
      auth: "user",
      success: { status: 200, description: "Done", schema: messageAnswer },
      errors: [401],
    },
    markRead: {
      method: "patch",
      path: "/api/notifications/{id}/read",
      summary: "Mark one notification read",
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "Done", schema: messageAnswer },
      errors: [401, 403, 404],
    },
    remove: {
      method: "delete",
      path: "/api/notifications/{id}",
      summary: "Delete one notification",
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "Done", schema: messageAnswer },
      errors: [401, 403, 404],
    },
  },
});
