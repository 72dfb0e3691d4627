import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Inline nothing as base64: every asset is a cacheable file of its own.
    assetsInlineLimit: 0,
  },
});
