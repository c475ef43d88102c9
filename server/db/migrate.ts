import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Resolves to <repo>/migrations both from server/db/*.ts and from the bundled dist/server/index.js. */
export const migrationsFolder = fileURLToPath(new URL("../../migrations", import.meta.url));

/** A migration's statements, split as drizzle's migrator splits them (tests of a migration's steps, the bench seed). */
export function migrationStatements(file: string): string[] {
  return readFileSync(path.join(migrationsFolder, file), "utf8").split("--> statement-breakpoint");
}
