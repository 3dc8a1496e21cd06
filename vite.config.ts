import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`; // the API may listen on loopback IPv4 only

/**
 * Emits client/sw/sw.js as /sw.js with the build's id (a hash of every emitted file's name, which
 * carry their content's hash, and of the worker itself): each build is a new worker whose cache is
 * its own, and the old one's cache is deleted when it activates (docs/decisions/034).
 */
function serviceWorker(): Plugin {
  const source = fileURLToPath(new URL("./client/sw/sw.js", import.meta.url));
  return {
    name: "gridiron-service-worker",
    apply: "build",
    generateBundle(_options, bundle) {
      const code = readFileSync(source, "utf8");
      const build = createHash("sha256")
        .update(Object.keys(bundle).sort().join("\n"))
        .update(code)
        .digest("hex")
        .slice(0, 16);
      this.emitFile({ type: "asset", fileName: "sw.js", source: code.replaceAll("__BUILD_ID__", build) });
    },
  };
}

export default defineConfig({
  root: "client",
  plugins: [react(), tailwindcss(), serviceWorker()],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./client/src", import.meta.url)),
      "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Fewer, larger files for a page's first paint: over HTTP/1.1 a browser fetches six at a time.
        codeSplitting: {
          groups: [
            // Everything the entry imports statically, in one file.
            { name: "shell", tags: ["$initial"], priority: 2 },
            // Small modules four or more pages share (icons, UI parts, shared rules) in one file, not one each;
            // not the id schema, which would bring zod into the first paint.
            {
              name: "common",
              test: /node_modules[\\/](lucide-react|class-variance-authority|tailwind-merge|clsx)|client[\\/]src[\\/](components|lib)|shared[\\/]domain[\\/](?!id\.ts)|features[\\/]teams|\.queries\.ts$/,
              minShareCount: 4,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      "/api": { target: apiTarget },
      "/matchmake": { target: apiTarget, ws: true },
    },
  },
});
