/**
 * Keystatic shows the text of a save's refused answer in a notice of its
 * own (role "alert") at the top of the form. The editor's bar says the same
 * once, in the editor's words and with the way to the field (issue 32,
 * item 5), so while a refusal is shown Keystatic's notice of that exact
 * text is hidden. Any other notice of Keystatic's (a refused delete, a
 * save to GitHub, which the bar does not watch) stays.
 */
export function keystaticNotices(root: ParentNode & Node) {
  let refusal: string | null = null;
  const hideRefusal = () => {
    if (refusal === null) return;
    for (const notice of root.querySelectorAll<HTMLElement>("[role=alert]")) {
      if (!notice.hidden && notice.textContent?.trim() === refusal) notice.hidden = true;
    }
  };
  // Keystatic draws its notice after the answer is read: the hiding happens before it is painted.
  const observer = new MutationObserver(hideRefusal);
  observer.observe(root, { childList: true, subtree: true });
  return {
    /** Hides Keystatic's notices of this text, now and whenever one appears, until the next call. */
    hide(text: string | null) {
      refusal = text?.trim() || null;
      hideRefusal();
    },
    stop: () => observer.disconnect(),
  };
}
