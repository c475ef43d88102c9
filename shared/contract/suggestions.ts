import { z } from "zod";
import { defineFeature, named } from "./define";

const SuggestedArtist = named(
  "SuggestedArtist",
  z.object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    location: z.string().nullable(),
    bio: z.string().nullable(),
    specialties: z.array(z.string()),
    matchedTags: z.array(z.string()).describe("The project's tags the artist also lists"),
    sameLocation: z.boolean().describe("The artist's region is the project's location"),
    score: z.number().int().describe("Two points per shared tag, one for the same region"),
  }),
);

/** server/features/suggestions/routes.ts, mounted at /api. */
export const suggestionPaths = defineFeature({
  tag: "suggestions",
  description: "제작자에게 프로젝트별로 추천하는 아티스트 (태그·지역 일치)",
  operations: {
    getProjectsByIdSuggestedArtists: {
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
