import type { SiteIconName } from "./icon-names.ts";

/** Where the build writes the icon sprite (scripts/build/build-icon-sprite.ts). */
export const iconSpritePath = "/generated/icons.svg";

/**
 * An icon drawn from the sprite, so icons cost the browser no JavaScript.
 * Decorative: the control or text beside it carries the name.
 */
export function Icon({ name, className }: { name: SiteIconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`${iconSpritePath}#${name}`} />
    </svg>
  );
}
