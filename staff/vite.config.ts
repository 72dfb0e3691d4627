import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { keystaticListByName } from "./editor/list-by-name.ts";
import { withoutKeystaticWebFont } from "./editor/without-web-font.ts";

/**
 * The staff UI (issue 21): a client-rendered React app of its own, built
 * into build/staff and served only on the staff host, so none of its code
 * or CSS reaches a public page (docs/decisions/060-staff-host-and-app.md).
 */
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "/",
  plugins: [tailwindcss(), withoutKeystaticWebFont(), keystaticListByName()],
  publicDir: false,
  build: {
    outDir: fileURLToPath(new URL("../build/staff", import.meta.url)),
    emptyOutDir: true,
    assetsInlineLimit: 0,
  },
});
