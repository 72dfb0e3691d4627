import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. It does not resolve conflicts between Tailwind classes
 * (no tailwind-merge: 10 KB gzip on every page), so a component offers a
 * variant or a tone for each look it has, and a caller's `className` only adds
 * layout (margins, grid placement, widths), never a colour or size the
 * component already sets. docs/decisions/011-class-names-without-merge.md
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
