import { readAdmissionForms } from "#content-model/admissions/forms.server.ts";
import { contentRoot } from "#content-model/load.ts";
import {
  type AdmissionMails,
  admissionsRepository,
  type NewAdmission,
} from "#server/db/admissions-repository.ts";
import type { Database } from "#server/db/database.ts";
import { leadsRepository } from "#server/db/leads-repository.ts";
import type { StaffTestApp } from "#tests/support/staff-test-app.ts";

/**
 * The mails an application stored by a test queues, as the apply route's
 * would be queued: to the applicant, the reference (theirs, or the one they
 * have, for a repeat) for their words.
 */
export function testMails(email: string): AdmissionMails {
  return {
    confirmation: (reference) => ({
      kind: "admission-confirmation",
      to_address: email,
      subject: reference,
      text_body: reference,
      attachment_name: null,
    }),
    repeated: ({ reference }) => ({
      kind: "admission-repeat",
      to_address: email,
      subject: reference,
      text_body: reference,
      attachment_name: null,
    }),
  };
}

/**
 * An application stored through the repository as the apply route stores
 * it, with its confirmation queued: by default one to the Sparks 2024 call
 * on the Sparks form as the content has it. Its reference.
 */
export async function storedApplication(
  database: Database,
  application: Pick<NewAdmission, "email" | "answers"> & Partial<NewAdmission>,
): Promise<string> {
  const repository = admissionsRepository(database, leadsRepository(database));
  const stored = await repository.add(
    {
      call: "sparks-2024",
      form: "sparks",
      referencePrefix: "SPK-2024",
      questions: readAdmissionForms(contentRoot()).get("sparks")?.questions ?? [],
      file: null,
      ...application,
    },
    testMails(application.email),
    "203.0.113.9",
  );
  if (!stored.stored) throw new Error(`the application of ${application.email} was not stored`);
  return stored.reference;
}

/**
 * What the tests of the staff's admissions pages each need beside their
 * staff test app: a signed-in person's page views and form posts (by
 * `inject`, to another instance's staff app when given), and the rows the
 * pages must leave (stage mails, audit lines). `current` is read at each
 * call, since each test makes its own app.
 */
export function admissionTestKit(current: () => StaffTestApp) {
  function get(url: string, cookie: string, app = current().staff) {
    return app.inject({ method: "GET", url, headers: { cookie } });
  }

  /** A plain form post, its fields in the order given (a list repeats a name). */
  function post(
    url: string,
    cookie: string,
    fields: Record<string, string> | [string, string][],
    app = current().staff,
  ) {
    return app.inject({
      method: "POST",
      url,
      headers: {
        cookie,
        origin: current().origin,
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: new URLSearchParams(fields).toString(),
    });
  }

  return {
    get,
    post,

    /**
     * A search as the list's form makes it (decision 246): the post keeps
     * the words in the sealed cookie and answers 303 to the list's address
     * with the search's token; the results are that address, fetched with the
     * cookie. Returns the results and their address; a refused post as it came.
     */
    async search(
      url: string,
      cookie: string,
      fields: Record<string, string>,
    ): Promise<{ statusCode: number; body: string; address: string; cookie: string }> {
      const posted = await post(url, cookie, fields);
      const location = posted.headers.location;
      if (posted.statusCode !== 303 || typeof location !== "string") {
        return { statusCode: posted.statusCode, body: posted.body, address: "", cookie };
      }
      const kept = [posted.headers["set-cookie"]].flat()[0]?.split(";")[0];
      const withSearch = kept ? `${cookie}; ${kept}` : cookie;
      const results = await get(location, withSearch);
      return {
        statusCode: results.statusCode,
        body: results.body,
        address: location,
        cookie: withSearch,
      };
    },

    /** The stage mails queued so far, oldest first. */
    stageMails() {
      return current()
        .site.database.db.selectFrom("outbox_messages")
        .selectAll()
        .where("kind", "=", "admission-stage")
        .orderBy("id")
        .execute();
    },

    auditLines() {
      return current().site.database.db.selectFrom("staff_audit_log").selectAll().execute();
    },
  };
}
