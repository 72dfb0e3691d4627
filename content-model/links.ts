import * as z from "zod/mini";

/**
 * Where a link of the content may lead (issue 31, item 3;
 * docs/decisions/140-links-https-mailto-tel-and-site-paths.md): another site
 * over HTTPS, an email address, a phone number, a page of this site (a path
 * from its root, `/contact`, `/sparks#faq`) or a place on the same page
 * (`#programmes`). Nothing else: not `javascript:` or `data:`, which would run
 * on the visitor's page, not `http:`, not `//host` or `/\host`, which a
 * browser reads as another site. The build, the editor's field and the
 * server's check of a save all read this one rule.
 */
export const linkPattern =
  /^(?:https:\/\/[^\s/?#]+\S*|mailto:\S+|tel:\+?[0-9][0-9 ()-]*|\/(?![/\\])\S*|#[\w-]+)$/;

export const linkMessage =
  "must be a link starting with https://, mailto: or tel:, or a page of this site starting with /";

/** A link's address, checked against `linkPattern` after `{record.field}` placeholders are filled. */
export const linkSchema = z.string().check(z.regex(linkPattern, linkMessage));

/**
 * The address of a page on another site (a form, a profile, a map, a
 * student's project): HTTPS only, the same decision as `linkPattern`'s.
 */
export const httpsAddressSchema = z.url({
  protocol: /^https$/,
  message: "must be an https:// address",
});
