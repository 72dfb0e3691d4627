// The list's script (decision 246), served as written by list-ticks-script.ts:
// it says how many applications are ticked as they are ticked, in the move
// bar's own words (its data- attributes), and keeps each list address's ticks
// in the tab's session storage, so Back from a preview, or the preview's way
// back, finds them ticked again. A tick is a row's reference and the stage it
// showed: once the row has moved, its value changes and the old tick matches
// nothing. The page works without it.
(() => {
  const form = document.querySelector("form[data-move-form]");
  const count = document.querySelector("[data-ticked]");
  if (!form || !count) return;
  const boxes = () => [...form.querySelectorAll('input[name="pick"]')];
  const key = `ticks:${location.pathname}${location.search}`;
  const words = (ticked) =>
    ticked === 0
      ? (count.dataset.none ?? "")
      : (count.dataset.some ?? "").replace("{count}", String(ticked));
  const show = () => {
    const ticked = boxes().filter((box) => box.checked);
    count.textContent = words(ticked.length);
    sessionStorage.setItem(key, JSON.stringify(ticked.map((box) => box.value)));
  };
  const restore = () => {
    let kept = [];
    try {
      kept = JSON.parse(sessionStorage.getItem(key) ?? "[]");
    } catch {
      kept = [];
    }
    const values = Array.isArray(kept) ? kept : [];
    for (const box of boxes()) if (values.includes(box.value)) box.checked = true;
    show();
  };
  form.addEventListener("change", show);
  // Back may show the page from the browser's memory: its ticks are then as they were left.
  window.addEventListener("pageshow", restore);
  restore();
})();
