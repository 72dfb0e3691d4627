/**
 * jsdom has <dialog> without its methods. These stand in for what browsers do
 * that our code relies on: showModal() and close() set and clear `open`,
 * close() then fires "close", and Escape cancels the topmost modal. What only
 * a real browser does (the inert page behind, focus kept inside) is checked
 * end to end in Playwright.
 */
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  const modals: HTMLDialogElement[] = [];
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.hasAttribute("open")) throw new DOMException("already open", "InvalidStateError");
    this.setAttribute("open", "");
    modals.push(this);
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    modals.splice(modals.indexOf(this), 1);
    setTimeout(() => this.dispatchEvent(new Event("close")));
  };
  document.addEventListener("keydown", (event) => {
    const top = modals.at(-1);
    if (event.key !== "Escape" || !top?.isConnected) return;
    if (top.dispatchEvent(new Event("cancel", { cancelable: true }))) top.close();
  });
}
