import { contactDetailsBlockSchema } from "../blocks.ts";
import { addressLines, identity, phoneHref, whatsappHref } from "./identity.ts";

/**
 * The organisation's contact details as a block: /contact and
 * /codeville/contact show them beside the shared contact form.
 */
export const contactDetails = contactDetailsBlockSchema.parse({
  heading: "Other ways to reach us",
  rows: [
    { kind: "email", label: "Email", text: identity.email, href: `mailto:${identity.email}` },
    { kind: "phone", label: "Phone", text: identity.phone, href: phoneHref() },
    {
      kind: "whatsapp",
      label: "WhatsApp",
      text: "Chat with us on WhatsApp",
      href: whatsappHref(),
      external: true,
    },
    {
      kind: "location",
      label: "Location",
      text: addressLines().join(", "),
      href: identity.mapLink,
      external: true,
    },
    { kind: "hours", label: "Work hours", text: identity.workHours },
  ],
});
