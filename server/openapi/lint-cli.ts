// `npm run lint:api`: writes the OpenAPI document the server serves (built from the contract) to a
// temporary file and lints it with Redocly CLI under redocly.yaml. Exits with Redocly's status.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildOpenApiDocument } from "./document";

const dir = mkdtempSync(join(tmpdir(), "openapi-"));
const file = join(dir, "openapi.json");
try {
  writeFileSync(file, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
  // npm puts node_modules/.bin on PATH for its scripts.
  const lint = spawnSync("redocly", ["lint", file, "--config", "redocly.yaml"], { stdio: "inherit" });
  if (lint.error) throw lint.error;
  process.exitCode = lint.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
