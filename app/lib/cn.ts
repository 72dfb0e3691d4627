import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class names and lets a caller's Tailwind classes override a component's. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
