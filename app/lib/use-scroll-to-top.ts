import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * SPEC §2: the router scrolls to the top on each path change. A change of hash
 * or query alone keeps the position, so in-page anchors still work, and the
 * back button leaves ScrollRestoration to put the reader back where they were.
 */
export function useScrollToTopOnPathChange(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each path change only
  useEffect(() => {
    if (navigationType !== "POP") window.scrollTo(0, 0);
  }, [pathname]);
}
