import { Link } from "react-router";
import { ExternalLink } from "./external-link.tsx";

export type SmartLinkProps = Omit<React.ComponentProps<"a">, "href"> & {
  href: string;
  external?: boolean;
};

/**
 * One link for content that may point inside or outside the site: internal
 * paths navigate in place, external addresses open in a new tab.
 */
export function SmartLink({ href, external, ...props }: SmartLinkProps) {
  if (external) return <ExternalLink href={href} {...props} />;
  return <Link to={href} {...props} />;
}
