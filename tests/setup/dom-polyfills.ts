/**
 * jsdom lacks pointer capture, which Radix calls
 * on pointer down; a no-op stands in for what real browsers do.
 */
if (typeof Element !== "undefined" && !Element.prototype.setPointerCapture) {
  Element.prototype.setPointerCapture = () => undefined;
  Element.prototype.releasePointerCapture = () => undefined;
  Element.prototype.hasPointerCapture = () => false;
}
