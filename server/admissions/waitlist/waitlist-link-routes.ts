import type { FastifyPluginAsync } from "fastify";
import {
  waitlistLeavePath,
  waitlistLeftPath,
  waitlistRejoinedPath,
  waitlistRejoinPath,
} from "#schemas/waitlist-paths.ts";
import { isWaitlistProgramme } from "#schemas/waitlist-posts.ts";
import type { WaitlistRepository } from "#server/db/waitlist-repository.ts";
import type { LinkSealer } from "#server/mail/signed-links.ts";
import { isOneClick } from "#server/routes/mailing-list-links.ts";

export type WaitlistLinkOptions = {
  repository: Pick<WaitlistRepository, "leave" | "rejoin">;
  sealer: LinkSealer;
};

type LinkRequest = { Params: { programme: string }; Querystring: { token?: string } };

/**
 * The links of the waitlist mails (issue 34), as the mailing list's links
 * work (decision 020): a mail's link opens a prerendered page, which changes
 * nothing; its one button posts the token back to the page's own address,
 * which acts and lands on the outcome's page (`#link-invalid` when the link
 * is broken, expired, of another programme, or finds nothing to change).
 * - The way out, in every waitlist mail, takes the address off that
 *   programme's waitlist. RFC 8058's one-click POST, from a mail provider,
 *   acts and answers 200.
 * - The way back (decision 247), mailed to an address that left and was
 *   posted on the form again, puts the place back: only this link does.
 * The sealed token is the only authority, so no origin check applies.
 */
export const waitlistLinkRoutes: FastifyPluginAsync<WaitlistLinkOptions> = async (
  app,
  { repository, sealer },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ["application/x-www-form-urlencoded", "multipart/form-data"],
    { parseAs: "string", bodyLimit: 4 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.addContentTypeParser("*", (_request, _payload, done) => {
    done(Object.assign(new Error("Send a form body"), { statusCode: 415 }), undefined);
  });

  app.post<LinkRequest>(waitlistLeavePath(":programme"), async (request, reply) => {
    const { programme } = request.params;
    if (!isWaitlistProgramme(programme)) return reply.status(404).send({ error: "Not Found" });
    const link = sealer.open(request.query.token, "leave-waitlist");
    const oneClick = isOneClick(request.body);
    if (!link || link.programme !== programme) {
      return oneClick
        ? reply.status(400).send({ error: "Bad Request", message: "The link is not valid" })
        : reply.redirect(`${waitlistLeftPath(programme)}#link-invalid`, 303);
    }
    await repository.leave(programme, link.email);
    return oneClick
      ? reply.status(200).send({ status: "left" })
      : reply.redirect(waitlistLeftPath(programme), 303);
  });

  app.post<LinkRequest>(waitlistRejoinPath(":programme"), async (request, reply) => {
    const { programme } = request.params;
    if (!isWaitlistProgramme(programme)) return reply.status(404).send({ error: "Not Found" });
    const link = sealer.open(request.query.token, "rejoin-waitlist");
    const back =
      link !== null &&
      link.programme === programme &&
      (await repository.rejoin(programme, link.email));
    return reply.redirect(`${waitlistRejoinedPath(programme)}${back ? "" : "#link-invalid"}`, 303);
  });
};
