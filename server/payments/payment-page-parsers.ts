import type { FastifyInstance } from "fastify";

/**
 * The payment pages' forms post urlencoded, with JavaScript or without; the
 * link's sealed token in the address is their authority, and each route
 * checks the post comes from the site (decision 207). Any other body is
 * refused with the reason.
 */
export function acceptFormPosts(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => done(null, new URLSearchParams(String(body))),
  );
  app.addContentTypeParser("*", (_request, _payload, done) => {
    done(Object.assign(new Error("Send the page's form as it is"), { statusCode: 415 }), undefined);
  });
}

/** A form field of a parsed post, or undefined (a post with no body has none). */
export function formField(body: unknown, name: string): string | undefined {
  return body instanceof URLSearchParams ? (body.get(name) ?? undefined) : undefined;
}
