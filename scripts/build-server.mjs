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
