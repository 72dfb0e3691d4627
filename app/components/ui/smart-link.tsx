import { Link } from "react-router";
import { ExternalLink } from "./external-link.tsx";

export type SmartLinkProps = Omit<React.ComponentProps<"a">, "href"> & {
  href: string;
  external?: boolean;
};

/** An address on another site (a path, or a fragment, is this site's). */
export function isExternalAddress(href: string): boolean {
  return /^https?:\/\//.test(href);
}

/**
 * One link for content that may point inside or outside the site: internal
 * paths navigate in place, external addresses open in a new tab. Without
 * `external`, the address decides: an application link follows its call,
 * which may take applications here or on another site.
 */
export function SmartLink({ href, external, ...props }: SmartLinkProps) {
  if (external ?? isExternalAddress(href)) return <ExternalLink href={href} {...props} />;
  return <Link to={href} {...props} />;
}
