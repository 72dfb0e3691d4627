import { useId } from "react";
import { Icon } from "#app/components/icons/icon.tsx";
import type { SiteIconName } from "#app/components/icons/icon-names.ts";
import { SmartLink } from "#app/components/ui/smart-link.tsx";
import type { ContactDetailsBlock } from "#content-model/blocks.ts";

const rowIcons: Record<ContactDetailsBlock["rows"][number]["kind"], SiteIconName> = {
  email: "mail",
  phone: "phone",
  whatsapp: "message",
  location: "map-pin",
  hours: "clock",
};

/** The organisation's other contact details, beside a contact form. */
export function ContactDetails({ heading, rows }: ContactDetailsBlock) {
  const headingId = useId();
  return (
    <aside aria-labelledby={headingId} className="rounded-card bg-hero text-on-hero p-6 sm:p-8">
      <h2 id={headingId} className="text-h3">
        {heading}
      </h2>
      <ul className="mt-6 grid gap-5">
        {rows.map((row) => {
          return (
            <li key={row.kind} className="flex gap-4">
              <span className="text-accent flex size-11 shrink-0 items-center justify-center rounded-2xl bg-white/10">
                <Icon name={rowIcons[row.kind]} className="size-5" />
              </span>
              <div className="min-w-0">
                <p className="text-on-hero/70 text-small">{row.label}</p>
                {row.href ? (
                  <SmartLink
                    href={row.href}
                    external={row.external}
                    className="inline-flex min-h-11 items-center font-semibold break-words underline underline-offset-4"
                  >
                    {row.text}
                  </SmartLink>
                ) : (
                  <p className="font-semibold">{row.text}</p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
