import type { Express } from "express";

/** One route as the server serves it: "GET /api/projects/{id}". */
export type RouteKey = `${string} ${string}`;

interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/**
 * Every method and path registered on the app, read from Express 5's router stack (router v2 keeps
 * each layer's `rawPath`). Express `:name` params become OpenAPI `{name}`; mounts are joined.
 */
export function registeredRoutes(app: Express): RouteKey[] {
  const root = (app as unknown as { router: { stack: Layer[] } }).router;
  const out = new Set<RouteKey>();
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        if (typeof layer.route.path !== "string") throw new Error(`route with a non-string path under ${prefix}: the contract cannot name it`);
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== "_all") out.add(`${method.toUpperCase()} ${normalise(prefix + layer.route.path)}`);
        }
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === "string" && layer.rawPath !== "/" ? layer.rawPath : "";
        walk(layer.handle.stack, prefix + mount);
      }
    }
  };
  walk(root.stack, "");
  return [...out].sort();
}

/** `/api/x/:id/` -> `/api/x/{id}`. */
export function normalise(path: string): string {
  const p = path.replace(/:([A-Za-z0-9_]+)/g, "{$1}").replace(/\/+$/, "");
  return p || "/";
}
