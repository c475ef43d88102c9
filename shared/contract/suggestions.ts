import { z } from "zod";
import { defineFeature } from "./define";
import { SuggestedArtist } from "./responses";

/** server/features/suggestions/routes.ts, mounted at /api. */
export const suggestionPaths = defineFeature({
  tag: "suggestions",
  description: "제작자에게 프로젝트별로 추천하는 아티스트 (태그·지역 일치)",
  operations: {
    forProject: {
      method: "get",
      path: "/api/projects/{id}/suggested-artists",
      summary: "Artists suggested for a project, with why (its producer)",
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "Ranked artists, at most 8", schema: z.array(SuggestedArtist) },
      errors: [401, 403, 404],
    },
  },
});
