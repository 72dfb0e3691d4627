import { useCallback, useEffect, useState, useSyncExternalStore } from "react";

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether the visitor asks for reduced motion; false while prerendering (nothing moves then anyway). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}

/**
 * The state of a moving part (WCAG 2.2.2, DECISIONS.md "Behaviour"): it moves
 * only while playing and while neither hovered nor focused. It starts playing,
 * except for visitors who prefer reduced motion: for them it stays still until
 * they press Play themselves.
 */
export function useMotionControl() {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = choice ? choice === "play" : !reducedMotion;
  const toggle = useCallback(() => setChoice(playing ? "pause" : "play"), [playing]);
  const holdHandlers = {
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: React.FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return { playing, moving: playing && !hovered && !focused, toggle, holdHandlers };
}

/**
 * An index that steps forward `intervalMs` after it last changed while
 * `moving`, wrapping to the first after the last; a jump (a dot) restarts the wait.
 * With `isReady`, it steps only once `isReady(next index)` holds (the next
 * picture has loaded, say), waiting its interval from then.
 */
export function useRotation(
  count: number,
  intervalMs: number,
  moving: boolean,
  isReady?: (nextIndex: number) => boolean,
) {
  const [index, setIndex] = useState(0);
  const nextIndex = (index + 1) % count;
  const nextReady = isReady ? isReady(nextIndex) : true;
  useEffect(() => {
    if (!moving || count < 2 || !nextReady) return;
    const timer = window.setTimeout(() => setIndex(nextIndex), intervalMs);
    return () => window.clearTimeout(timer);
  }, [moving, nextIndex, nextReady, count, intervalMs]);
  return [index, setIndex] as const;
}
