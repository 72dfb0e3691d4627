import { cn } from "#app/lib/cn.ts";

const base =
  "rounded-pill focus-visible:outline-focus inline-flex min-h-11 items-center justify-center gap-2 font-semibold whitespace-nowrap transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0";

const variants = {
  primary: "bg-brand text-on-brand hover:bg-brand-strong",
  accent: "bg-accent text-on-accent hover:brightness-95",
  outline: "text-brand-strong hover:bg-brand-soft border-2 border-current bg-transparent",
  outlineOnHero: "text-on-hero border-2 border-current bg-transparent hover:bg-white/10",
} as const;

const sizes = {
  md: "text-body px-6 py-2.5",
  lg: "text-lead px-8 py-3.5",
} as const;

/** A button's look: its variant and size. Each is a complete look, so callers never override colours. */
export type ButtonLook = {
  variant?: keyof typeof variants | null;
  size?: keyof typeof sizes | null;
};

/** The classes that draw a button, or a link as a button (a link stays a link: no Slot, no JavaScript). */
export function buttonClasses({ variant, size }: ButtonLook = {}, className?: string): string {
  return cn(base, variants[variant ?? "primary"], sizes[size ?? "md"], className);
}

export type ButtonProps = React.ComponentProps<"button"> & ButtonLook;

export function Button({ className, variant, size, ...props }: ButtonProps) {
  return <button className={buttonClasses({ variant, size }, className)} {...props} />;
}
