import { fileURLToPath } from "node:url";

/** Resolves to <repo>/migrations both from server/db/*.ts and from the bundled dist/server/index.js. */
export const migrationsFolder = fileURLToPath(new URL("../../migrations", import.meta.url));
