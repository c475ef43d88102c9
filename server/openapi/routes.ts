import type { Router } from "express";
import { contractPaths as api } from "@shared/contract/openapi";
import { FeatureRouter } from "../http/contract-route";
import { buildOpenApiDocument, type OpenApiDocument } from "./document";
import { DOCS_CSS, renderDocsPage } from "./docs-page";

/** GET /api/openapi.json, /api/docs and /api/docs.css, mounted at /api. The document is built once, at the first request. */
export function openApiRoutes(): Router {
  let doc: OpenApiDocument | undefined;
  let page: string | undefined;
  const document = () => (doc ??= buildOpenApiDocument());
  const op = api.operations;
  return new FeatureRouter("/api")
    .on(op.document, () => document())
    .on(op.docsPage, ({ res }) => {
      res.type("html").send((page ??= renderDocsPage(document())));
    })
    .on(op.docsCss, ({ res }) => {
      res.type("css").send(DOCS_CSS);
    }).router;
}
