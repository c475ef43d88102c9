import { z } from "zod";
import { defineFeature } from "./define";
import { DashboardApplication, DashboardStats } from "./responses";

/** server/features/dashboard/routes.ts, mounted at /api. */
export const dashboardPaths = defineFeature({
  tag: "dashboard",
  description: "대시보드 목록과 통계",
  operations: {
    myApplications: {
      method: "get",
      path: "/api/applications/my",
      summary: "The artist's applications",
      auth: "user",
      success: { status: 200, description: "Applications", schema: z.array(DashboardApplication) },
      errors: [401, 403],
    },
    receivedApplications: {
      method: "get",
      path: "/api/my-applications",
      summary: "Applications to the producer's projects",
      auth: "user",
      success: { status: 200, description: "Applications", schema: z.array(DashboardApplication) },
      errors: [401, 403],
    },
    stats: {
      method: "get",
      path: "/api/dashboard/stats",
      summary: "The dashboard's header cards",
      auth: "user",
      success: { status: 200, description: "Stats", schema: DashboardStats },
      errors: [401],
    },
  },
});
