import * as z from "zod";
import { leadKinds } from "./staff.ts";

/**
 * The staff side's Start page and the sample facts (issue 32, items 17 and
 * 20): what each call answers, one schema each, whose types the server's
 * routes (server/staff/launch-routes.ts, inbox-routes.ts) and the staff UI
 * (staff/pages/start-page.tsx, samples-page.tsx) both use.
 */

/**
 * GET /api/start (staff, admins): the leads of the last seven days, the
 * applications to the programmes on the hub's own forms (issue 34: not a lead
 * kind, since they have their own pages), and the mailing list.
 */
export const startCountsSchema = z.strictObject({
  since: z.string(),
  received: z.record(z.enum(leadKinds), z.number()),
  admissions: z.number(),
  confirmedSubscribers: z.number(),
});
export type StartCounts = z.infer<typeof startCountsSchema>;

/** GET /api/start/content (editors, admins): what the site's editors have to do. */
export const contentStartSchema = z.strictObject({
  /** Where content is kept: in GitHub a save is the publish, so nothing waits. */
  storage: z.enum(["local", "github"]),
  /** Content files saved but not live yet. */
  waiting: z.number(),
  /** Sample facts left that no admin has confirmed. */
  samplesLeft: z.number(),
});
export type ContentStart = z.infer<typeof contentStartSchema>;

/** GET /api/start/checklist (admins): the first day's list, each item ticked from real state. */
export const launchChecklistSchema = z.strictObject({
  /** Accounts, invitations not yet taken up included, and how many of those people have joined. */
  team: z.strictObject({ people: z.number(), joined: z.number(), done: z.boolean() }),
  mail: z.strictObject({
    /** A mail server is set (SMTP_URL): without it mail waits in the outbox. */
    server: z.boolean(),
    /** The sender is the hub's own (MAIL_FROM), not the sample's. */
    sender: z.boolean(),
    /** The sender mail goes out as now. */
    from: z.string(),
    done: z.boolean(),
  }),
  samples: z.strictObject({ left: z.number(), done: z.boolean() }),
  published: z.strictObject({ done: z.boolean() }),
});
export type LaunchChecklist = z.infer<typeof launchChecklistSchema>;

/** One sample fact as the staff side lists it (content-model/sample-facts.server.ts). */
export const sampleFactSchema = z.strictObject({
  id: z.string(),
  item: z.string(),
  record: z.string(),
  fields: z.array(z.strictObject({ label: z.string(), value: z.string() })),
  editorPath: z.string(),
  digest: z.string(),
  /** The admin who confirmed these values may go live, and when; null while not. */
  confirmed: z.nullable(z.strictObject({ by: z.string(), at: z.string() })),
});
export type SampleFactState = z.infer<typeof sampleFactSchema>;

/** GET /api/samples (editors, admins): every sample fact, and whether Publish waits for them. */
export const samplesStateSchema = z.strictObject({
  /** The site is public (SITE_URL): a Publish waits until every fact is replaced or confirmed. */
  enforced: z.boolean(),
  unconfirmed: z.number(),
  facts: z.array(sampleFactSchema),
});
export type SamplesState = z.infer<typeof samplesStateSchema>;

/** POST /api/samples/confirm (admins): the fact, with the values the admin saw. */
export const sampleConfirmSchema = z.strictObject({
  fact: z.string().min(1).max(500),
  digest: z.string().regex(/^[0-9a-f]{16}$/, { error: "Open the list again and confirm." }),
});

/** POST /api/samples/unconfirm (admins). */
export const sampleUnconfirmSchema = z.strictObject({ fact: z.string().min(1).max(500) });
