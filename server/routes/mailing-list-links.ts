import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { mailingListActionPages, mailingListPages } from "#schemas/form-posts.ts";
import { mailingListSheet } from "#schemas/mailing-list.ts";
import type { LeadsRepository } from "#server/db/leads-repository.ts";
import { mailingListLinkPaths } from "#server/mail/mail-links.ts";
import type { LinkSealer } from "#server/mail/signed-links.ts";

export type MailingListLinksOptions = { leads: LeadsRepository; sealer: LinkSealer };

type TokenQuery = { Querystring: { token?: string } };
type TokenRequest = FastifyRequest<TokenQuery>;

/**
 * RFC 8058's one-click body, "List-Unsubscribe=One-Click", sent urlencoded or
 * as multipart/form-data by mail providers; the site's own button sends none.
 */
export function isOneClick(body: unknown): boolean {
  if (typeof body !== "string") return false;
  if (new URLSearchParams(body).get("List-Unsubscribe") === "One-Click") return true;
  return /name="?List-Unsubscribe"?\r?\n(?:[^\r\n]+\r?\n)*\r?\n\s*One-Click/.test(body);
}

/**
 * The links in the mailing list's mails (issue 12, consent; issue 25,
 * item 5). Opening a link (GET, or a mail scanner's GET or HEAD) changes
 * nothing: a genuine one is sent on (303) to its prerendered page, whose one
 * button posts the token back to the page's address; a broken one to the
 * link-invalid page. The post acts and redirects (Post/Redirect/Get) to a
 * result page. The one-click POST of RFC 8058, sent by mail providers to the
 * List-Unsubscribe address, acts and answers 200. The sealed token is the
 * only authority, so no origin check applies.
 */
export const mailingListLinkRoutes: FastifyPluginAsync<MailingListLinksOptions> = async (
  app,
  { leads, sealer },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ["application/x-www-form-urlencoded", "multipart/form-data"],
    { parseAs: "string" },
    (_request, body, done) => done(null, body),
  );
  app.addContentTypeParser("*", (_request, _payload, done) => {
    done(Object.assign(new Error("Send a form body"), { statusCode: 415 }), undefined);
  });

  /** A genuine link goes on to its page, token and all; anything else to link-invalid. */
  function showPage(purpose: keyof typeof mailingListActionPages) {
    return async (request: TokenRequest, reply: FastifyReply) => {
      const token = request.query.token;
      if (!sealer.open(token, purpose)) return reply.redirect(mailingListPages.linkInvalid, 303);
      const page = `${mailingListActionPages[purpose]}?token=${encodeURIComponent(String(token))}`;
      return reply.redirect(page, 303);
    };
  }

  async function confirm(request: TokenRequest, reply: FastifyReply) {
    const link = sealer.open(request.query.token, "confirm");
    const confirmed = link ? await leads.confirmSignup(link.email, link.nonce) : false;
    return reply.redirect(
      confirmed ? mailingListPages.confirmed : mailingListPages.linkInvalid,
      303,
    );
  }

  async function unsubscribe(request: TokenRequest, reply: FastifyReply) {
    const link = sealer.open(request.query.token, "unsubscribe");
    const oneClick = isOneClick(request.body);
    if (!link) {
      return oneClick
        ? reply
            .status(400)
            .send({ error: "Bad Request", message: "The unsubscribe link is not valid" })
        : reply.redirect(mailingListPages.linkInvalid, 303);
    }
    await leads.unsubscribe(link.email, mailingListSheet);
    return oneClick
      ? reply.status(200).send({ status: "unsubscribed" })
      : reply.redirect(mailingListPages.unsubscribed, 303);
  }

  app.get<TokenQuery>(mailingListLinkPaths.confirm, showPage("confirm"));
  app.get<TokenQuery>(mailingListLinkPaths.unsubscribe, showPage("unsubscribe"));
  // The mails' addresses and the pages' own (where their button posts) act alike.
  for (const path of [mailingListLinkPaths.confirm, mailingListActionPages.confirm]) {
    app.post<TokenQuery>(path, confirm);
  }
  for (const path of [mailingListLinkPaths.unsubscribe, mailingListActionPages.unsubscribe]) {
    app.post<TokenQuery>(path, unsubscribe);
  }
};
