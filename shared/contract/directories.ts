import { peopleListQuerySchema } from "@shared/validators/profiles";
import { defineFeature } from "./define";
import { PeoplePage } from "./responses";

/** server/features/directories/routes.ts, mounted at /api. */
export const directoryPaths = defineFeature({
  tag: "directories",
  description: "아티스트와 제작자 목록",
  operations: {
    artists: {
      method: "get",
      path: "/api/artists",
      summary: "Search artists",
      auth: "public",
      query: peopleListQuerySchema,
      success: { status: 200, description: "A page of people", schema: PeoplePage },
      errors: [400],
    },
    producers: {
      method: "get",
      path: "/api/producers",
      summary: "Search producers",
      auth: "public",
      query: peopleListQuerySchema,
      success: { status: 200, description: "A page of people", schema: PeoplePage },
      errors: [400],
    },
  },
});
