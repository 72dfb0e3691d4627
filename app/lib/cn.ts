import { type ClassValue, clsx } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/**
 * tailwind-merge must know the type scale of app.css: without it `text-body`
 * reads as a colour and silently drops `text-on-brand` from the same element.
 */
const twMerge = extendTailwindMerge({
  extend: {
    theme: { text: ["display", "h1", "h2", "h3", "lead", "body", "small", "eyebrow"] },
  },
});

/** Joins class names and lets a caller's Tailwind classes override a component's. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
