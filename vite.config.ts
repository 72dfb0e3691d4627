import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv } from "vite";
import { browserEnvDefines } from "./schemas/browser-env.ts";

export default defineConfig(({ mode }) => ({
  plugins: [tailwindcss(), reactRouter()],
  // A bad VITE_* value fails the build with every problem listed.
  define: browserEnvDefines(loadEnv(mode, process.cwd(), "VITE_")),
  build: {
    // Inline nothing as base64: every asset is a cacheable file of its own.
    assetsInlineLimit: 0,
  },
}));
