import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Aliases mirror tsconfig "paths"; keep the two in step.
export const alias = {
  "@": fileURLToPath(new URL("./client/src", import.meta.url)),
  "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
  "@server": fileURLToPath(new URL("./server", import.meta.url)),
};

// `vite build` makes the browser's bundle; `vite build --ssr src/entry-server.tsx` the server render's
// module (dist/ssr/entry-server.js, dependencies left in node_modules).
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL("./client", import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: { alias },
  build: {
    outDir: fileURLToPath(new URL(isSsrBuild ? "./dist/ssr" : "./dist/public", import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
  },
}));
