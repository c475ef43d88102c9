import { z } from "zod";
import { publicListQuerySchema } from "@shared/validators/projects";
import { defineFeature } from "./define";
import { Location, PublicArtist, PublicStats } from "./responses";

// The landing shows three artists unless asked for another number (the same rules as the projects').
const publicArtistsQuery = publicListQuerySchema.extend({ limit: publicListQuerySchema.shape.limit.unwrap().default(3) });

/** server/features/catalog/routes.ts, mounted at /api. */
export const catalogPaths = defineFeature({
  tag: "catalog",
  description: "지역, 랜딩 통계, 랜딩 아티스트",
  operations: {
    locations: {
      method: "get",
      path: "/api/locations",
      summary: "Regions",
      auth: "public",
      success: { status: 200, description: "Active regions in their order", schema: z.array(Location) },
      errors: [],
    },
    publicStats: {
      method: "get",
      path: "/api/stats/public",
      summary: "Landing page statistics",
      auth: "public",
      success: { status: 200, description: "Counts", schema: PublicStats },
      errors: [],
    },
    publicArtists: {
      method: "get",
      path: "/api/artists/public",
      summary: "Artists on the landing page",
      auth: "public",
      query: publicArtistsQuery,
      success: { status: 200, description: "Verified artists, best rated or newest first", schema: z.array(PublicArtist) },
      errors: [400],
    },
  },
});
