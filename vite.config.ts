import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`; // the API may listen on loopback IPv4 only

export default defineConfig({
  root: "client",
  plugins: [react(), tailwindcss()],
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
