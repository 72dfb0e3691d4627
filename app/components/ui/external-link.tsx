import { cn } from "#app/lib/cn.ts";

export type ExternalLinkProps = Omit<React.ComponentProps<"a">, "target" | "rel"> & {
  href: string;
  /** Spoken after the link text so screen-reader users know a new tab opens. */
  newTabLabel?: string;
};

/** A link that leaves the site: always a new tab, never handing over `window.opener`. */
export function ExternalLink({
  className,
  children,
  newTabLabel = "(opens in a new tab)",
  ...props
}: ExternalLinkProps) {
  return (
    <a target="_blank" rel="noopener noreferrer" className={cn(className)} {...props}>
      {children}
      <span className="sr-only"> {newTabLabel}</span>
    </a>
  );
}
