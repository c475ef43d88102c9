import { defineFeature } from "./define";
import { Health } from "./responses";

/** server/features/health/routes.ts, mounted at /api/health. */
export const healthPaths = defineFeature({
  tag: "health",
  description: "상태 확인",
  operations: {
    check: {
      method: "get",
      path: "/api/health",
      summary: "Liveness and database check",
      description:
        '503 when the database does not answer; that answer is the Health body `{ status: "error", database: "unavailable" }`, not the error envelope.',
      auth: "public",
      success: { status: 200, description: "The process and its database answer", schema: Health },
      errors: [503],
    },
  },
});
