import type { FastifyPluginAsync } from "fastify";
import { waitlistLeavePath, waitlistLeftPath } from "#schemas/waitlist-paths.ts";
import { isWaitlistProgramme } from "#schemas/waitlist-posts.ts";
import type { WaitlistRepository } from "#server/db/waitlist-repository.ts";
import type { LinkSealer } from "#server/mail/signed-links.ts";
import { isOneClick } from "#server/routes/mailing-list-links.ts";

export type WaitlistLeaveOptions = {
  repository: Pick<WaitlistRepository, "leave">;
  sealer: LinkSealer;
};

type LeaveRequest = { Params: { programme: string }; Querystring: { token?: string } };

/**
 * The way out of a waitlist (issue 34), as the mailing list's links work
 * (decision 020): the mail's link opens a prerendered page, which changes
 * nothing; its one button posts the token back to the page's own address,
 * which takes the address off that programme's waitlist and lands on the
 * left page. RFC 8058's one-click POST, from a mail provider, acts and
 * answers 200. The sealed token is the only authority, so no origin check applies.
 */
export const waitlistLeaveRoute: FastifyPluginAsync<WaitlistLeaveOptions> = async (
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

  app.post<LeaveRequest>(waitlistLeavePath(":programme"), async (request, reply) => {
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
};
