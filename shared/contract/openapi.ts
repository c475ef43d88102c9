import { z } from "zod";
import { defineFeature, named } from "./define";

const text = z.string();
const OpenApiDocument = named(
  "OpenApiDocument",
  z.strictObject({
    openapi: z.literal("3.1.0"),
    info: z.strictObject({ title: text, version: text, description: text, license: z.strictObject({ name: text, identifier: text }) }),
    servers: z.array(z.strictObject({ url: text, description: text })),
    tags: z.array(z.strictObject({ name: text, description: text })),
    paths: z.record(text, z.record(text, z.record(text, z.unknown()))).describe("Path -> method -> OpenAPI operation"),
    components: z.strictObject({
      schemas: z.record(text, z.record(text, z.unknown())),
      securitySchemes: z.record(text, z.record(text, z.unknown())),
      responses: z.record(text, z.unknown()),
    }),
  }),
  "An OpenAPI 3.1 document (this one)",
);

/** server/openapi/routes.ts, mounted at /api: this document and its reference page. */
export const contractPaths = defineFeature({
  tag: "contract",
  description: "이 API 문서 (OpenAPI 3.1)와 읽기 쉬운 참조 페이지",
  operations: {
    document: {
      method: "get",
      path: "/api/openapi.json",
      summary: "This OpenAPI 3.1 document",
      auth: "public",
      success: { status: 200, description: "The document", schema: OpenApiDocument },
      errors: [],
    },
    docsPage: {
      method: "get",
      path: "/api/docs",
      summary: "The API reference page (HTML)",
      auth: "public",
      success: { status: 200, description: "HTML", contentType: "text/html" },
      errors: [],
    },
    docsCss: {
      method: "get",
      path: "/api/docs.css",
      summary: "The reference page's stylesheet",
      auth: "public",
      success: { status: 200, description: "CSS", contentType: "text/css" },
      errors: [],
    },
  },
});
