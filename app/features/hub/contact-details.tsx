import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";
import type { contactPage } from "#content/contact-page.ts";

type ContactDetailsProps = { details: (typeof contactPage)["details"] };

/** The hub's other contact details beside the form. */
export function ContactDetails({ details }: ContactDetailsProps) {
  const rows = [
    {
      icon: MailIcon,
      label: details.email.label,
      value: (
        <a href={`mailto:${details.email.value}`} className="underline">
          {details.email.value}
        </a>
      ),
    },
    {
      icon: PhoneIcon,
      label: details.phone.label,
      value: (
        <a href={`tel:${details.phone.value.replace(/\s/g, "")}`} className="underline">
          {details.phone.value}
        </a>
      ),
    },
    { icon: MapPinIcon, label: details.address.label, value: details.address.lines.join(", ") },
    { icon: ClockIcon, label: details.hours.label, value: details.hours.value },
  ];
  return (
    <aside
      aria-labelledby="contact-details-heading"
      className="rounded-card bg-hero text-on-hero p-6 sm:p-8"
    >
      <h2 id="contact-details-heading" className="text-h3">
        {details.heading}
      </h2>
      <ul className="mt-6 space-y-5">
        {rows.map(({ icon: Icon, label, value }) => (
          <li key={label} className="flex gap-4">
            <span className="text-accent flex size-11 shrink-0 items-center justify-center rounded-2xl bg-white/10">
              <Icon aria-hidden className="size-5" />
            </span>
            <div>
              <p className="text-on-hero/70 text-small">{label}</p>
              <p className="font-semibold">{value}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
