import { useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { hashTarget } from "./anchor-scroll.ts";

/**
 * The fragment's id as the page should show it: `undefined` while CSS decides
 * (the prerendered page and its hydration, which cannot know the fragment),
 * then the id the address names, or null.
 */
export type FragmentTarget = string | null | undefined;

// The address is read from the router on each render: nothing to subscribe to.
const noSubscription = () => () => undefined;

/**
 * For pages that show one of several hidden messages by the address's
 * fragment (`/apply/<call>/failed/#closed`). Without JavaScript,
 * and on a full page load, CSS `:target` picks it. Once the app changes page
 * with history.pushState, browsers leave `:target` where it was (on the page
 * before's element, or on nothing), so a hydrated page takes the fragment
 * from the router instead and stops relying on `:target`. Hydration keeps
 * `undefined`, so it matches the prerendered markup; it swaps right after.
 */
export function useFragmentTarget(): FragmentTarget {
  const { hash } = useLocation();
  return useSyncExternalStore(
    noSubscription,
    () => hashTarget(hash),
    () => undefined,
  );
}
