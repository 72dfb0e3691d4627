import type { FastifyInstance } from "fastify";
import { applicationReaders } from "#server/admissions/staff/application-params.ts";

/** Where the list's script is served: a file of the staff host, as its policy (script-src 'self') asks. */
export const listTicksScriptPath = "/applications/list-ticks.js";

/**
 * What the list's script does for a move of many, on top of a page that
 * works without it (decision 246): it says how many are ticked as they are
 * ticked, in the move bar's own words (its `data-` attributes, so the
 * words stay with the page that draws them), and keeps the ticks of each
 * list address in the tab's session storage, so Back from a preview, or
 * the preview's way back, finds them ticked again. A tick is a row's
 * reference and the stage it showed: once the row has moved, its value
 * changes and the old tick matches nothing.
 */
function listTicks() {
  const form = document.querySelector<HTMLFormElement>("form[data-move-form]");
  const shown = document.querySelector<HTMLElement>("[data-ticked]");
  if (!form || !shown) return;
  const count: HTMLElement = shown;
  const boxes = () => [...form.querySelectorAll<HTMLInputElement>('input[name="pick"]')];
  const key = `ticks:${location.pathname}${location.search}`;
  const words = (ticked: number) =>
    ticked === 0
      ? (count.dataset.none ?? "")
      : (count.dataset.some ?? "").replace("{count}", String(ticked));
  function show() {
    const ticked = boxes().filter((box) => box.checked);
    count.textContent = words(ticked.length);
    sessionStorage.setItem(key, JSON.stringify(ticked.map((box) => box.value)));
  }
  function restore() {
    let kept: unknown = [];
    try {
      kept = JSON.parse(sessionStorage.getItem(key) ?? "[]");
    } catch {
      kept = [];
    }
    const values = Array.isArray(kept) ? kept : [];
    for (const box of boxes()) if (values.includes(box.value)) box.checked = true;
    show();
  }
  form.addEventListener("change", show);
  // Back may show the page from the browser's memory: its ticks are then as they were left.
  window.addEventListener("pageshow", restore);
  restore();
}

const script = `(${listTicks.toString()})();\n`;

/** GET /applications/list-ticks.js: the script, for those who open the lists. */
export async function listTicksScriptRoute(app: FastifyInstance) {
  app.get(listTicksScriptPath, { config: { roles: applicationReaders } }, async (_request, reply) =>
    reply
      .type("text/javascript; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("x-content-type-options", "nosniff")
      .send(script),
  );
}
