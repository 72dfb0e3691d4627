import { Link, useLocation } from "react-router";
import { smoothAnchorAttribute } from "#app/lib/anchor-scroll.ts";
import { pagePath } from "#app/lib/current-page.ts";

export type AnchorLinkProps = Omit<React.ComponentProps<typeof Link>, "to"> & {
  /** A path with a hash: `/startzone#about`. */
  to: string;
};

/**
 * A link to a section of a page: a real `href` (it works before the
 * JavaScript arrives, and from other pages); on the page itself the jump
 * glides, and the section layout's hash scroll lands it below the header.
 */
export function AnchorLink({ to, onClick, ...props }: AnchorLinkProps) {
  const { pathname } = useLocation();
  return (
    <Link
      to={to}
      onClick={(event) => {
        onClick?.(event);
        const [path] = to.split("#");
        if (pagePath(path || pathname) === pagePath(pathname)) {
          document.documentElement.setAttribute(smoothAnchorAttribute, "");
        }
      }}
      {...props}
    />
  );
}
