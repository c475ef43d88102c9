import { z } from "zod";
import { publicListQuerySchema } from "@shared/validators/projects";
import { defineFeature } from "./define";
import { Location, PublicArtist, PublicStats } from "./responses";

/** server/features/catalog/routes.ts, mounted at /api. */
export const catalogPaths = defineFeature({
  tag: "catalog",
  description: "지역, 랜딩 통계, 랜딩 아티스트",
  operations: {
    getLocations: { method: "get", path: "/api/locations", summary: "Regions", auth: "public", success: { status: 200, description: "Regions", schema: z.array(Location) }, errors: [] },
    getStatsPublic: { method: "get", path: "/api/stats/public", summary: "Landing page statistics", auth: "public", success: { status: 200, description: "Counts", schema: PublicStats }, errors: [] },
    getArtistsPublic: {
      method: "get",
      path: "/api/artists/public",
      summary: "Artists on the landing page",
      auth: "public",
      query: publicListQuerySchema,
      success: { status: 200, description: "Artists", schema: z.array(PublicArtist) },
      errors: [400],
    },
  },
});
