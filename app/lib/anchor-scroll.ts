import { useEffect } from "react";
import { useLocation } from "react-router";
import { site } from "#app/config/site.ts";

/**
 * In-page anchors under a fixed header (SPEC §2, §9): a section reached by
 * `#about` lands 120 px below the top of the window on phones and 150 px on
 * wide screens (the desktop navigation, SPEC's 1155 px switch); `#faq` lands
 * 120 px below it everywhere. The same figures feed the stylesheet's
 * scroll margins (`anchorScrollStyle`), so a jump made before the JavaScript
 * arrives lands where a scripted one does.
 */
export type AnchorOffsets = {
  mobile: number;
  desktop: number;
  /** Targets with an offset of their own, by id. */
  byId: Readonly<Record<string, number>>;
};

export const sectionAnchorOffsets: AnchorOffsets = {
  mobile: site.anchorOffsetMobilePx,
  desktop: site.anchorOffsetDesktopPx,
  byId: { faq: site.startzoneFaqOffsetPx },
};

/** How far below the window's top the target `id` should land, at this window width. */
export function anchorOffset(
  id: string,
  viewportWidth: number,
  offsets: AnchorOffsets = sectionAnchorOffsets,
): number {
  const own = offsets.byId[id];
  if (own !== undefined) return own;
  return viewportWidth <= site.mobileNavMaxWidthPx ? offsets.mobile : offsets.desktop;
}

/** The custom properties app.css reads for the scroll margins of a section's anchors. */
export function anchorScrollStyle(offsets: AnchorOffsets = sectionAnchorOffsets) {
  return {
    "--anchor-offset-mobile": `${offsets.mobile}px`,
    "--anchor-offset-desktop": `${offsets.desktop}px`,
    "--anchor-offset-faq": `${offsets.byId.faq ?? offsets.mobile}px`,
  } as React.CSSProperties;
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === "function" &&
  window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Scrolls the element with this id to its offset below the window's top;
 * false when the page has no such element (yet).
 */
export function scrollToAnchor(id: string, offsets: AnchorOffsets = sectionAnchorOffsets): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const top =
    target.getBoundingClientRect().top +
    window.scrollY -
    anchorOffset(id, window.innerWidth, offsets);
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? "auto" : "smooth" });
  return true;
}

/**
 * Set on the document by an in-page anchor's click (components/ui/anchor-link.tsx)
 * so that the router's own jump to the hash glides (app.css); cleared once the
 * section layout has taken over the scroll.
 */
export const smoothAnchorAttribute = "data-smooth-anchor";

/** How often a missing hash target is looked for again. */
export const anchorRetryIntervalMs = 100;

/**
 * Scrolls to `id` as soon as it exists, looking again every 100 ms for up to
 * `timeoutMs` (SPEC §9: 10 s), so a target that renders late is still reached.
 * Returns a function that stops looking.
 */
export function scrollToAnchorWhenPresent(
  id: string,
  {
    offsets = sectionAnchorOffsets,
    timeoutMs = site.anchorRetryTimeoutMs,
  }: { offsets?: AnchorOffsets; timeoutMs?: number } = {},
): () => void {
  if (scrollToAnchor(id, offsets)) return () => undefined;
  const startedAt = Date.now();
  const timer = window.setInterval(() => {
    if (scrollToAnchor(id, offsets) || Date.now() - startedAt >= timeoutMs) {
      window.clearInterval(timer);
    }
  }, anchorRetryIntervalMs);
  return () => window.clearInterval(timer);
}

/** The id a location's hash names (`#closed`), or null for none or a malformed one. */
export function hashTarget(hash: string): string | null {
  if (hash.length < 2) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

/**
 * A section layout's anchors: whenever the address gets a hash (arriving at
 * `/startzone#faq`, or a header link to `#about` on the same page), scroll
 * its target to the section's offset once the target exists.
 */
export function useHashTargetScroll(offsets: AnchorOffsets = sectionAnchorOffsets): void {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (its key) scrolls again, even to the same hash
  useEffect(() => {
    const id = hashTarget(hash);
    const stop = id ? scrollToAnchorWhenPresent(id, { offsets }) : undefined;
    document.documentElement.removeAttribute(smoothAnchorAttribute);
    return stop;
  }, [hash, key]);
}
