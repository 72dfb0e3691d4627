import type { FastifyPluginAsync } from "fastify";
import { mailingListPages } from "#schemas/form-posts.ts";
import { mailingListSheet } from "#schemas/mailing-list.ts";
import type { LeadsRepository } from "#server/db/leads-repository.ts";
import { mailingListLinkPaths } from "#server/mail/mail-links.ts";
import type { LinkSealer } from "#server/mail/signed-links.ts";

export type MailingListLinksOptions = { leads: LeadsRepository; sealer: LinkSealer };

type TokenQuery = { Querystring: { token?: string } };

/**
 * The links in the mailing list's mails (issue 12, consent). A GET from the
 * visitor's browser acts and redirects (303) to a prerendered page of the
 * site; the one-click POST of RFC 8058, sent by mail providers, answers 200.
 * The sealed token is the only authority, so no origin check applies.
 */
export const mailingListLinkRoutes: FastifyPluginAsync<MailingListLinksOptions> = async (
  app,
  { leads, sealer },
) => {
  // RFC 8058's POST carries "List-Unsubscribe=One-Click" as a form body, which
  // says nothing the URL does not: it is read and dropped.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ["application/x-www-form-urlencoded", "multipart/form-data"],
    { parseAs: "string" },
    (_request, _body, done) => done(null, undefined),
  );
  app.addContentTypeParser("*", (_request, _payload, done) => {
    done(Object.assign(new Error("Send a form body"), { statusCode: 415 }), undefined);
  });

  app.get<TokenQuery>(mailingListLinkPaths.confirm, async (request, reply) => {
    const link = sealer.open(request.query.token, "confirm");
    const confirmed = link ? await leads.confirmSignup(link.email, link.nonce) : false;
    return reply.redirect(
      confirmed ? mailingListPages.confirmed : mailingListPages.linkInvalid,
      303,
    );
  });

  app.get<TokenQuery>(mailingListLinkPaths.unsubscribe, async (request, reply) => {
    const link = sealer.open(request.query.token, "unsubscribe");
    if (!link) return reply.redirect(mailingListPages.linkInvalid, 303);
    await leads.unsubscribe(link.email, mailingListSheet);
    return reply.redirect(mailingListPages.unsubscribed, 303);
  });

  app.post<TokenQuery>(mailingListLinkPaths.unsubscribe, async (request, reply) => {
    const link = sealer.open(request.query.token, "unsubscribe");
    if (!link) {
      return reply
        .status(400)
        .send({ error: "Bad Request", message: "The unsubscribe link is not valid" });
    }
    await leads.unsubscribe(link.email, mailingListSheet);
    return reply.status(200).send({ status: "unsubscribed" });
  });
};
