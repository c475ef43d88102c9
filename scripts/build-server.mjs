// Bundles the server into dist/server/index.js; node_modules stay external.
import { build } from "esbuild";

await build({
  entryPoints: ["server/index.ts"],
  outfile: "dist/server/index.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  alias: { "@shared": "./shared", "@server": "./server" },
  logLevel: "warning",
});

// The contract templates are data read at run time (server/features/contracts/document.ts).
import { cpSync } from "node:fs";
cpSync("server/features/contracts/templates", "dist/server/contract-templates", { recursive: true });
