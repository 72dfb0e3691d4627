import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
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

export type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (a link, say) with the button's look. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
