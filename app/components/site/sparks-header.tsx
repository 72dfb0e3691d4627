import { Icon } from "#app/components/icons/icon.tsx";
import { AnchorLink } from "#app/components/ui/anchor-link.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { isExternalAddress, SmartLink } from "#app/components/ui/smart-link.tsx";
import type { SparksHeaderContent } from "#content-model/sparks/pages.ts";
import { HeaderShell, navLinkClasses } from "./header-shell.tsx";

/**
 * The women's programme header (SPEC §2): anchors to the sections of /sparks
 * and APPLY to the Sparks call's form (another site's in a new tab).
 */
export function SparksHeader({ header }: { header: SparksHeaderContent }) {
  return (
    <HeaderShell
      frame={header}
      menuId="sparks-menu"
      nav={header.anchors.map((item) => (
        <li key={item.link}>
          <AnchorLink to={item.link} className={navLinkClasses}>
            {item.title}
          </AnchorLink>
        </li>
      ))}
      apply={
        <SmartLink
          href={header.apply.link}
          className={buttonClasses({ variant: "primary" }, "nav:mt-0 nav:w-auto mt-4 w-full")}
        >
          {header.apply.title}
          {isExternalAddress(header.apply.link) ? <Icon name="arrow-external" /> : null}
        </SmartLink>
      }
    />
  );
}
