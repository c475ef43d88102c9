import { Router } from "express";
import { buildOpenApiDocument, type OpenApiDocument } from "./document";
import { DOCS_CSS, renderDocsPage } from "./docs-page";

/** GET /api/openapi.json, /api/docs and /api/docs.css, mounted at /api. The document is built once, at the first request. */
export function openApiRoutes(): Router {
  const r = Router();
  let doc: OpenApiDocument | undefined;
  let page: string | undefined;
  const document = () => (doc ??= buildOpenApiDocument());
  r.get("/openapi.json", (_req, res) => {
    res.json(document());
  });
  r.get("/docs", (_req, res) => {
    res.type("html").send((page ??= renderDocsPage(document())));
  });
  r.get("/docs.css", (_req, res) => {
    res.type("css").send(DOCS_CSS);
  });
  return r;
}
