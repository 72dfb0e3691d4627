import { resolve } from "node:path";
import type { FastifyServerOptions } from "fastify";
import { isPublicSiteUrl } from "#schemas/site-url.ts";
import { bulkMoves } from "#server/admissions/bulk-moves.ts";
import { moveSelectionSigner } from "#server/admissions/staff/move-selection.ts";
import { searchSlots } from "#server/admissions/staff/search-slots.ts";
import { staffApplications } from "#server/admissions/staff/staff-applications.ts";
import { shellStylesheet } from "#server/admissions/staff/staff-html.ts";
import { stageMoves } from "#server/admissions/stage-moves.ts";
import { mailedStatusLink } from "#server/admissions/status/status-link.ts";
import { liveContent } from "#server/content/live-content.ts";
import { admissionFollowUp } from "#server/db/admission-follow-up.ts";
import { admissionPages } from "#server/db/admission-pages.ts";
import { admissionsRepository } from "#server/db/admissions-repository.ts";
import type { Database } from "#server/db/database.ts";
import { erasedTraces } from "#server/db/erased-traces.ts";
import { launchRepository } from "#server/db/launch-repository.ts";
import { leadFollowUp } from "#server/db/lead-follow-up.ts";
import { leadQueries } from "#server/db/lead-queries.ts";
import { leadsRepository } from "#server/db/leads-repository.ts";
import { staffAuthSecret } from "#server/db/service-secrets.ts";
import { staffAccountsRepository } from "#server/db/staff-accounts-repository.ts";
import { staffSignInRepository } from "#server/db/staff-sign-in-repository.ts";
import { talentRepository } from "#server/db/talent-repository.ts";
import { defaultMailFrom, type ServerConfig } from "#server/env.ts";
import { erasePerson } from "#server/erasure/erase-person.ts";
import { createFastifyInstance } from "#server/fastify-instance.ts";
import { registerHardening } from "#server/http-hardening.ts";
import { lagosTime } from "#server/lagos-time.ts";
import { mailSecrets } from "#server/mail/mail-secrets.ts";
import { linkSealer, linkSecret } from "#server/mail/signed-links.ts";
import { cohortPaymentsRoute } from "#server/payments/cohort-payments-route.ts";
import { configuredPayments } from "#server/payments/configured-payments.ts";
import { recordedPaymentRoute } from "#server/payments/recorded-payment-route.ts";
import { staffPayments } from "#server/payments/staff/staff-payments.ts";
import { sampleGateRefusal, sampleGateState } from "#server/publish/sample-gate.ts";
import { healthRoutes } from "#server/routes/health.ts";
import { accountRoutes } from "#server/staff/account-routes.ts";
import { auditLog } from "#server/staff/audit-log.ts";
import { createStaffAuthPair } from "#server/staff/auth.ts";
import { staffAuthRoutes } from "#server/staff/auth-routes.ts";
import { editorRoutes } from "#server/staff/editor-routes.ts";
import { followUpRoutes } from "#server/staff/follow-up-routes.ts";
import { refusal, registerStaffGuard } from "#server/staff/guard.ts";
import { inboxRoutes } from "#server/staff/inbox-routes.ts";
import { launchRoutes } from "#server/staff/launch-routes.ts";
import { leadAlertRoutes } from "#server/staff/lead-alert-routes.ts";
import { peopleRoutes } from "#server/staff/people-routes.ts";
import { type PublishingDeps, publishing } from "#server/staff/publishing.ts";
import { staffSignInLimits } from "#server/staff/sign-in-limits.ts";
import { staffMailQueue } from "#server/staff/staff-mail.ts";
import { staffPeople } from "#server/staff/staff-people.ts";
import {
  editorContentSecurityPolicyFor,
  readShell,
  sendShell,
  staffUi,
} from "#server/staff/staff-ui.ts";
import { admissionFilesDirectory, resumeStore } from "#server/talent/resume-store.ts";

export type StaffAppDeps = {
  /** The database the public app uses: leads, outbox and sessions are shared. */
  database: Database;
  logger?: FastifyServerOptions["logger"];
  /** The clock of the session time-outs and the audit log (tests move it). */
  now?: () => Date;
  /** Publishing's parts a test replaces (the build's steps), and what serves a new release at once. */
  publishing?: PublishingDeps;
};

/**
 * The staff side (issue 21) without a listening socket: its own Fastify
 * instance on its own host (STAFF_URL), never mounted on the public one.
 * Every route declares the roles that may call it; one guard decides
 * (server/staff/guard.ts).
 */
export async function buildStaffApp(config: ServerConfig, deps: StaffAppDeps) {
  const { database } = deps;
  const now = deps.now ?? (() => new Date());
  const app = createFastifyInstance(config, { logger: deps.logger });
  // No staff page or answer belongs in a search engine.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("x-robots-tag", "noindex, nofollow");
  });

  await registerHardening(app, { ALLOWED_ORIGINS: [] }, database);

  const audit = auditLog(database, now);
  const secret = await staffAuthSecret(database, config.STAFF_AUTH_SECRET);
  const secrets = mailSecrets(secret);
  const queueMail = staffMailQueue(database, secrets);
  const auth = createStaffAuthPair(config, { database, secret, queueMail, audit });
  const shell = readShell(config.STAFF_DIR);
  const guard = registerStaffGuard(app, {
    auth,
    staffOrigin: new URL(config.STAFF_URL).origin,
    maxSessionHours: config.STAFF_SESSION_MAX_HOURS,
    now,
    forbiddenPage: (reply) =>
      shell === null
        ? refusal(reply, 403, "Your role may not open this page.")
        : sendShell(reply, shell),
  });

  await app.register(staffAuthRoutes, {
    auth,
    audit,
    queueMail,
    now,
    staffUrl: config.STAFF_URL,
    limits: staffSignInLimits({
      repository: staffSignInRepository(database),
      audit,
      queueMail,
      secret,
      addressLimit: config.STAFF_SIGN_IN_LIMIT,
      now,
    }),
  });
  await app.register(inboxRoutes, {
    queries: leadQueries(database),
    admissions: admissionsRepository(database, leadsRepository(database)),
    // The talent leads' rows and résumés (issue 23), in the UPLOADS_DIR the public app writes.
    talent: {
      repository: talentRepository(database, leadsRepository(database)),
      store: resumeStore(config.UPLOADS_DIR),
    },
    erasePerson: (email) => erasePerson({ database, uploadsDir: config.UPLOADS_DIR }, email),
    traces: erasedTraces(database),
    audit,
    staffUrl: config.STAFF_URL,
    now,
  });
  await app.register(accountRoutes, {
    accounts: staffAccountsRepository(database),
    audit,
    queueMail,
    now,
  });
  // Notes, assignment, many handled at once, and who is mailed about new leads (issue 32).
  const followUp = leadFollowUp(database);
  await app.register(followUpRoutes, { followUp, audit, now });
  await app.register(leadAlertRoutes, { followUp, audit, now });
  // The live release's content, for the applications and the invoices alike.
  const content = liveContent(config.SITE_DIR, (error, root) =>
    app.log.error({ err: error, root }, "could not read the new release's content"),
  );
  // Invoices and payments (issue 35): staff record transfers and refunds, and see each cohort.
  const { payments } = await configuredPayments(config, database, content, secrets);
  app.decorate("payments", payments);
  const today = () => lagosTime(now().toISOString()).slice(0, 10);
  await app.register(recordedPaymentRoute, { payments, audit, today });
  await app.register(cohortPaymentsRoute, { payments, today });
  // The payments pages (issue 35), drawn by the server as the applications pages are.
  await app.register(staffPayments, {
    payments,
    audit,
    database,
    content: () => content.current(),
    stylesheet: shellStylesheet(shell),
    now,
  });
  // Applications on the hub's own forms, worked by staff (issue 34, decision 198).
  const applicationPages = admissionPages(database);
  const moves = stageMoves({
    repository: admissionsRepository(database, leadsRepository(database)),
    content: () => content.current(),
    invoices: payments,
    bankDetailsGate: isPublicSiteUrl(config.SITE_URL),
    statusLink: mailedStatusLink(
      config.SITE_URL,
      linkSealer(await linkSecret(database, config.LINK_SIGNING_SECRET)),
      secrets,
    ),
    now,
  });
  await app.register(staffApplications, {
    pages: applicationPages,
    moves,
    bulk: bulkMoves({ pages: applicationPages, moves }),
    selection: moveSelectionSigner(secret),
    searches: searchSlots(secret),
    followUp: admissionFollowUp(database),
    invoices: payments.repository,
    content: () => content.current(),
    store: resumeStore(admissionFilesDirectory(config.UPLOADS_DIR)),
    audit,
    stylesheet: shellStylesheet(shell),
    mailServer: Boolean(config.SMTP_URL),
    now,
  });
  await app.register(peopleRoutes, {
    people: staffPeople(database, auth.plain, config, audit),
    audit,
    queueMail,
    staffUrl: config.STAFF_URL,
    mailServer: Boolean(config.SMTP_URL),
    auditRetentionDays: config.STAFF_AUDIT_RETENTION_DAYS,
  });
  // Where content is kept (decision 108): read once, for the editor and publishing alike.
  const storage = deps.publishing?.storage ?? config.CONTENT_STORAGE;
  // The content editor's API (issue 22), writing into CONTENT_DIR or signing in to GitHub.
  await app.register(editorRoutes, {
    contentDir: config.CONTENT_DIR,
    staffOrigin: new URL(config.STAFF_URL).origin,
    audit,
    storage,
  });
  // Sample content left in what is published, and admins' confirmations of it (issue 32).
  const launch = launchRepository(database);
  const samples = () =>
    sampleGateState({
      contentDir: resolve(config.CONTENT_DIR),
      confirmations: launch.confirmations,
      enforced: isPublicSiteUrl(config.SITE_URL),
    });
  // Publishing content (issue 22): the queue, the release folders, the routes.
  const { waitingEntries } = await publishing(app, {
    sampleCheck: async () => sampleGateRefusal(await samples()),
    ...deps.publishing,
    shell,
    storage,
    config,
    database,
    audit,
    now,
  });
  // The Start page of each role, and the sample facts (issue 32).
  await app.register(launchRoutes, {
    samples,
    launch,
    waitingEntries,
    storage: storage.kind,
    mail: {
      server: Boolean(config.SMTP_URL),
      from: config.MAIL_FROM,
      defaultFrom: defaultMailFrom,
    },
    audit,
    now,
  });
  // The load balancer's checks (deploy/Caddyfile), as on the public app.
  let draining = false;
  app.decorate("drain", () => {
    draining = true;
  });
  await app.register(healthRoutes, {
    leads: leadsRepository(database),
    describeError: database.describeError,
    isDraining: () => draining,
    routeConfig: { roles: "public" },
  });
  await app.register(staffUi, {
    uiDir: config.STAFF_DIR,
    shell,
    editorPolicy: editorContentSecurityPolicyFor(storage.kind),
  });
  app.decorate("staffRoutes", guard.routes);
  app.decorate("staffAuth", auth);
  // The mail worker opens mails' secrets with it as it sends them (server/index.ts).
  app.decorate("mailSecrets", secrets);
  return app;
}

export type StaffApp = Awaited<ReturnType<typeof buildStaffApp>>;

declare module "fastify" {
  interface FastifyInstance {
    /** The staff app's routes as it registered them, with their roles (the guard's list). */
    staffRoutes: ReturnType<typeof registerStaffGuard>["routes"];
    staffAuth: ReturnType<typeof createStaffAuthPair>;
  }
}
