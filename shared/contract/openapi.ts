import { z } from "zod";
import { defineFeature } from "./define";

/** server/openapi/routes.ts, mounted at /api: this document and its reference page. */
export const contractPaths = defineFeature({
  tag: "contract",
  description: "이 API 문서 (OpenAPI 3.1)와 읽기 쉬운 참조 페이지",
  operations: {
    getOpenapiJson: {
      method: "get",
      path: "/api/openapi.json",
      summary: "This OpenAPI 3.1 document",
      auth: "public",
      success: { status: 200, description: "The document", schema: z.object({ openapi: z.literal("3.1.0") }).loose() },
      errors: [],
    },
    getDocs: { method: "get", path: "/api/docs", summary: "The API reference page (HTML)", auth: "public", success: { status: 200, description: "HTML", contentType: "text/html" }, errors: [] },
    getDocsCss: { method: "get", path: "/api/docs.css", summary: "The reference page's stylesheet", auth: "public", success: { status: 200, description: "CSS", contentType: "text/css" }, errors: [] },
  },
});
