import { useEffect } from "react";

/**
 * Calls `onDismiss` when a pointer goes down outside `ref`, or Escape is
 * pressed, while `isOpen()` says the element is open. The listeners stay in
 * place from hydration on and ask `isOpen` at the moment of the event (the
 * DOM's own state, such as `<details open>`), so a dismissal that follows the
 * opening at once is not lost while React has yet to hear of the opening.
 * Menus and dropdowns close this way (SPEC §2). `isOpen` and `onDismiss` must
 * be stable (useCallback).
 */
export function useDismiss(
  ref: React.RefObject<HTMLElement | null>,
  isOpen: () => boolean,
  onDismiss: () => void,
): void {
  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      if (
        isOpen() &&
        ref.current &&
        event.target instanceof Node &&
        !ref.current.contains(event.target)
      ) {
        onDismiss();
      }
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape" && isOpen()) onDismiss();
    }
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [ref, isOpen, onDismiss]);
}
