import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

// Aliases mirror tsconfig "paths"; keep the two in step.
export const alias = {
  "@": fileURLToPath(new URL("./client/src", import.meta.url)),
  "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
  "@server": fileURLToPath(new URL("./server", import.meta.url)),
};

/**
 * A feature's `exports.ts` (its component list for other features) only re-exports. Declared free of side
 * effects, an import of one name from it is followed straight to the file that defines that name, so the
 * importer's chunk does not pick up the feature's other exported components (and their dialogs, forms,
 * Radix pieces), which Rollup would otherwise keep for their top-level calls.
 */
const featureExportsArePure: Plugin = {
  name: "feature-exports-are-pure",
  transform(code, id) {
    if (/[\\/]client[\\/]src[\\/]features[\\/][^\\/]+[\\/]exports\.ts$/.test(id)) return { code, map: null, moduleSideEffects: false };
    return null;
  },
};

// `vite build` makes the browser's bundle; `vite build --ssr src/entry-server.tsx` the server render's
// module (dist/ssr/entry-server.js, dependencies left in node_modules).
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL("./client", import.meta.url)),
  plugins: [react(), tailwindcss(), featureExportsArePure],
  resolve: { alias },
  build: {
    outDir: fileURLToPath(new URL(isSsrBuild ? "./dist/ssr" : "./dist/public", import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
  },
}));
