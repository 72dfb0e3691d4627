import { Link, useLocation } from "react-router";
import { Icon } from "#app/components/icons/icon.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Dropdown } from "#app/components/ui/dropdown.tsx";
import { SmartLink } from "#app/components/ui/smart-link.tsx";
import { site } from "#app/config/site.ts";
import { cn } from "#app/lib/cn.ts";
import { pagePath } from "#app/lib/current-page.ts";
import type { ApplyTarget } from "#content-model/calls/calls.ts";
import type { CodevilleHeaderContent } from "#content-model/codeville/navigation.ts";
import { HeaderShell } from "./header-shell.tsx";

type CodevilleHeaderProps = { header: CodevilleHeaderContent; apply: ApplyTarget };

/** Whether `path` is the page `link` leads to, or a page below it. */
function isWithin(path: string, link: string): boolean {
  const section = pagePath(link);
  return path === section || path.startsWith(`${section}/`);
}

/**
 * The kids' nav bar of SPEC §2: Programmes, Gallery and About dropdowns, a
 * Contact link and an Apply button. At 1155 px or less it is a hamburger menu
 * (a native popover, so it opens before the JavaScript arrives), in which the
 * dropdown holding the current page starts open. The wide bar marks that
 * dropdown's label instead of opening it over the page.
 */
export function CodevilleHeader({ header, apply }: CodevilleHeaderProps) {
  return (
    <HeaderShell
      frame={header}
      menuId="codeville-menu"
      logoJoined
      bar={
        <nav aria-label={header.navLabel} className="nav:flex hidden items-center gap-2">
          <ul className="flex flex-row items-center gap-1">
            <NavItems header={header} layout="bar" />
          </ul>
          <ApplyLink apply={apply} label={header.applyLabel} layout="bar" />
        </nav>
      }
      nav={<NavItems header={header} layout="menu" />}
      apply={<ApplyLink apply={apply} label={header.applyLabel} layout="menu" />}
    />
  );
}

const groupLabelClasses =
  "rounded-pill px-3 font-semibold text-ink hover:bg-brand-soft data-current:text-brand-strong";

const itemClasses =
  "flex min-h-11 items-center rounded-pill px-3 font-semibold text-ink hover:bg-brand-soft aria-[current=page]:text-brand-strong aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8";

/** The list items of the bar or of the menu: the dropdowns (or the menu's groups) and Contact. */
function NavItems({ header, layout }: { header: CodevilleHeaderContent; layout: "bar" | "menu" }) {
  const path = pagePath(useLocation().pathname);
  const bar = layout === "bar";
  return (
    <>
      {header.dropdowns.map((dropdown) => {
        const inside = dropdown.dropdownItems.some((item) => isWithin(path, item.link));
        const links = (
          <ul className="space-y-1">
            {dropdown.dropdownItems.map((item) => (
              <li key={item.link}>
                <Link
                  to={item.link}
                  aria-current={path === pagePath(item.link) ? "page" : undefined}
                  className={itemClasses}
                >
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        );
        return (
          <li key={dropdown.title}>
            {bar ? (
              <Dropdown
                label={dropdown.title}
                current={inside}
                summaryClassName={groupLabelClasses}
                panelClassName="absolute top-full left-0 z-40 mt-2 w-60 rounded-2xl bg-surface p-2 shadow-raised ring-1 ring-line"
              >
                {links}
              </Dropdown>
            ) : (
              // In the menu the groups are sections of one list: each stays as the
              // visitor leaves it (an outside-click close would move the next one
              // under their finger). Entering a group's section opens it again.
              <details key={`${dropdown.title}-${inside}`} open={inside} className="group">
                <summary
                  data-current={inside || undefined}
                  className={cn(
                    groupLabelClasses,
                    "flex min-h-11 w-full cursor-pointer list-none items-center justify-between gap-1 [&::-webkit-details-marker]:hidden",
                  )}
                >
                  {dropdown.title}
                  <Icon
                    name="chevron-down"
                    className="size-4 transition-transform group-open:rotate-180"
                  />
                </summary>
                <div className="bg-surface-muted mt-1 rounded-2xl p-2">{links}</div>
              </details>
            )}
          </li>
        );
      })}
      <li>
        <Link
          to={header.contact.link}
          aria-current={path === pagePath(header.contact.link) ? "page" : undefined}
          className={itemClasses}
        >
          {header.contact.title}
        </Link>
      </li>
    </>
  );
}

/** Apply (SPEC §2): an open application form in a new tab, or the closed page. */
function ApplyLink({
  apply,
  label,
  layout,
}: {
  apply: ApplyTarget;
  label: string;
  layout: "bar" | "menu";
}) {
  return (
    <SmartLink
      href={apply.href}
      external={apply.external}
      style={layout === "bar" ? { width: site.applyButtonWidthPx } : undefined}
      className={buttonClasses(
        { variant: "primary" },
        layout === "bar" ? "ml-2 px-0" : "mt-4 w-full",
      )}
    >
      {label}
      {apply.external ? <Icon name="arrow-external" /> : null}
    </SmartLink>
  );
}
