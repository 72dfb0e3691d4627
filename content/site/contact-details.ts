import { identity } from "#schemas/content/identity.server.ts";
import { addressLines, phoneHref, whatsappHref } from "#schemas/content/identity.ts";
import { contactDetailsBlockSchema } from "../blocks.ts";

/**
 * The organisation's contact details as a block: /contact and
 * /codeville/contact show them beside the shared contact form.
 */
export const contactDetails = contactDetailsBlockSchema.parse({
  heading: "Other ways to reach us",
  rows: [
    { kind: "email", label: "Email", text: identity.email, href: `mailto:${identity.email}` },
    { kind: "phone", label: "Phone", text: identity.phone, href: phoneHref(identity.phone) },
    {
      kind: "whatsapp",
      label: "WhatsApp",
      text: "Chat with us on WhatsApp",
      href: whatsappHref(identity.whatsapp),
      external: true,
    },
    {
      kind: "location",
      label: "Location",
      text: addressLines(identity.address).join(", "),
      href: identity.mapLink,
      external: true,
    },
    { kind: "hours", label: "Work hours", text: identity.workHours },
  ],
});
