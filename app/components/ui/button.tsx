import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "#app/lib/cn.ts";

export const buttonVariants = cva(
  "rounded-pill focus-visible:outline-focus inline-flex min-h-11 items-center justify-center gap-2 font-semibold whitespace-nowrap transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-brand text-on-brand hover:bg-brand-strong",
        accent: "bg-accent text-on-accent hover:brightness-95",
        outline: "text-brand-strong hover:bg-brand-soft border-2 border-current bg-transparent",
        ghost: "text-ink hover:bg-surface-muted bg-transparent",
        inverse: "bg-surface text-ink hover:bg-surface-muted",
        outlineOnHero: "text-on-hero border-2 border-current bg-transparent hover:bg-white/10",
      },
      size: {
        md: "text-body px-6 py-2.5",
        sm: "text-small min-h-9 px-4 py-1.5",
        lg: "text-lead px-8 py-3.5",
        icon: "size-11 p-0",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

/** A button's look: its variant and size. */
export type ButtonLook = VariantProps<typeof buttonVariants>;

/** The classes that draw a link as a button (a link stays a link: no Slot, no JavaScript). */
export function buttonClasses(look: ButtonLook = {}, className?: string): string {
  return cn(buttonVariants(look), className);
}

export type ButtonProps = React.ComponentProps<"button"> & ButtonLook;

export function Button({ className, variant, size, ...props }: ButtonProps) {
  return <button className={buttonClasses({ variant, size }, className)} {...props} />;
}
