import type { FastifyServerOptions } from "fastify";
import { buildDate } from "#content-model/calls/calls.server.ts";
import type { LeadForm } from "#schemas/form-posts.ts";
import { isPublicSiteUrl } from "#schemas/site-url.ts";
import type { TalentForm } from "#schemas/talent-forms.ts";
import { admissions as admissionsUnit } from "#server/admissions/admissions.ts";
import { applyRoute } from "#server/admissions/apply-route.ts";
import { stageMoves } from "#server/admissions/stage-moves.ts";
import { applicantStatus } from "#server/admissions/status/applicant-status.ts";
import { mailedStatusLink } from "#server/admissions/status/status-link.ts";
import { statusRoute } from "#server/admissions/status/status-route.ts";
import { waitlistLinkRoutes } from "#server/admissions/waitlist/waitlist-link-routes.ts";
import { waitlistNotices } from "#server/admissions/waitlist/waitlist-notices.ts";
import { waitlistPlaceMails } from "#server/admissions/waitlist/waitlist-place-mails.ts";
import { waitlistRoute } from "#server/admissions/waitlist/waitlist-route.ts";
import { proxyTrust } from "#server/client-address.ts";
import { guardConnections, limitForwardedClients } from "#server/connection-limits.ts";
import { liveContent, type ServiceContent } from "#server/content/live-content.ts";
import { admissionPages } from "#server/db/admission-pages.ts";
import { admissionsRepository } from "#server/db/admissions-repository.ts";
import { createDatabase, type Database } from "#server/db/database.ts";
import { leadQueries } from "#server/db/lead-queries.ts";
import { leadRetention } from "#server/db/lead-retention.ts";
import { leadsRepository } from "#server/db/leads-repository.ts";
import { outboxRepository } from "#server/db/outbox-repository.ts";
import { staffAuthSecret } from "#server/db/service-secrets.ts";
import { talentRepository } from "#server/db/talent-repository.ts";
import { waitlistRepository } from "#server/db/waitlist-repository.ts";
import type { ServerConfig } from "#server/env.ts";
import { createFastifyInstance } from "#server/fastify-instance.ts";
import { blogFeedRoutes } from "#server/feed/blog-feed-routes.ts";
import { registerHardening } from "#server/http-hardening.ts";
import { mailLinks } from "#server/mail/mail-links.ts";
import { type MailSecrets, mailSecrets } from "#server/mail/mail-secrets.ts";
import { linkSealer, linkSecret } from "#server/mail/signed-links.ts";
import { checkoutRoute } from "#server/payments/checkout-route.ts";
import { configuredPayments } from "#server/payments/configured-payments.ts";
import { invoiceRoute } from "#server/payments/invoice-route.ts";
import { paystackCallbackRoute } from "#server/payments/paystack-callback-route.ts";
import { paystackWebhookRoute } from "#server/payments/paystack-webhook-route.ts";
import { parentDocumentsRoute } from "#server/payments/pdf/parent-documents-route.ts";
import { contactRoutes } from "#server/routes/contact.ts";
import { emailSendRoutes } from "#server/routes/email-send.ts";
import { formPostRoutes } from "#server/routes/form-posts.ts";
import { healthRoutes } from "#server/routes/health.ts";
import { leadActions } from "#server/routes/lead-actions.ts";
import { mailingListRoutes } from "#server/routes/mailing-list.ts";
import { mailingListLinkRoutes } from "#server/routes/mailing-list-links.ts";
import { talentFormRoutes } from "#server/routes/talent-forms.ts";
import { auditLog } from "#server/staff/audit-log.ts";
import { connectSourcesOf } from "#server/static/content-security-policy.ts";
import { staticSite } from "#server/static/static-site.ts";
import { admissionFilesDirectory, resumeStore } from "#server/talent/resume-store.ts";
import { talentLeads } from "#server/talent/talent-leads.ts";

/** Write endpoints accept at most this many bytes of body (413 beyond). */
export const bodyLimitBytes = 16 * 1024;

export type BuildAppOptions = {
  logger?: FastifyServerOptions["logger"];
  /** An open database to use instead of opening one from the config (tests share one). */
  database?: Database;
  fetchImpl?: typeof fetch;
  /** false leaves out the prerendered site (API-only tests and benchmarks). */
  serveSite?: boolean;
};

/**
 * The lead service without a listening socket: plugins, routes and the site.
 * server/index.ts owns the process; tests call this and use `inject`.
 */
export async function buildApp(config: ServerConfig, options: BuildAppOptions = {}) {
  const app = createFastifyInstance(config, { logger: options.logger, bodyLimit: bodyLimitBytes });
  const connectionLimits = {
    perAddress: config.MAX_CONNECTIONS_PER_ADDRESS,
    firstByteTimeoutMs: config.FIRST_BYTE_TIMEOUT_MS,
    trust: proxyTrust(config.TRUST_PROXY),
  };
  guardConnections(app.server, connectionLimits, app.log);
  limitForwardedClients(app, connectionLimits);

  const database = options.database ?? (await createDatabase(config));
  if (!options.database) app.addHook("onClose", () => database.close());
  database.reportErrorsTo((description) => app.log.error(description, "database connection error"));
  const leads = leadsRepository(database, {
    recipientWindowHours: config.MAIL_RECIPIENT_WINDOW_HOURS,
    hourlyBudget: config.MAIL_HOURLY_BUDGET,
  });
  app.decorate("leads", leads);
  app.decorate("leadQueries", leadQueries(database));
  const outbox = outboxRepository(database);
  app.decorate("outbox", outbox);
  // The secrets mails carry wait sealed under the staff secret, kept out of the database (decision 232).
  const secrets = mailSecrets(await staffAuthSecret(database, config.STAFF_AUTH_SECRET));
  app.decorate("mailSecrets", secrets);
  await outbox.sealWaitingLinks(secrets);
  const sealer = linkSealer(await linkSecret(database, config.LINK_SIGNING_SECRET));
  const links = mailLinks(config.SITE_URL, sealer);
  const content = liveContent(config.SITE_DIR, (error, root) =>
    app.log.error(
      { err: error, root },
      "could not read the new release's content; keeping the one before",
    ),
  );
  app.decorate("content", () => content.current());
  const sender = () => content.current().identity;
  const actions = leadActions({
    leads,
    links,
    contactNotifyTo: config.CONTACT_NOTIFY_TO,
    sender,
  });
  const talent = talentLeads({
    repository: talentRepository(database, leads),
    store: resumeStore(config.UPLOADS_DIR),
    links,
    notifyTo: config.CONTACT_NOTIFY_TO,
    retentionMonths: config.RESUME_RETENTION_MONTHS,
    sender,
  });
  app.decorate("talent", talent);
  const admissions = admissionsUnit({
    repository: admissionsRepository(database, leads),
    store: resumeStore(admissionFilesDirectory(config.UPLOADS_DIR)),
    retentionMonths: config.ADMISSION_RETENTION_MONTHS,
    sender,
    stageMails: () => content.current().stageMails,
    statusLink: mailedStatusLink(config.SITE_URL, sealer, secrets),
  });
  app.decorate("admissions", admissions);
  // The programmes' waitlists (issue 34), told once when their programme opens a call.
  const waitlist = waitlistRepository(database, leads);
  app.decorate("waitlist", {
    repository: waitlist,
    tellOpenCalls: waitlistNotices({
      repository: waitlist,
      content: () => content.current(),
      today: () => buildDate(),
      siteUrl: config.SITE_URL,
      leaveLink: links.forWaitlist,
    }),
  });
  app.decorate(
    "leadRetention",
    leadRetention(
      database,
      {
        "hiring-request": config.HIRING_REQUEST_RETENTION_MONTHS,
        contact: config.CONTACT_RETENTION_MONTHS,
        brochure: config.BROCHURE_RETENTION_MONTHS,
        waitlist: config.WAITLIST_RETENTION_MONTHS,
      },
      config.BACKUP_RETENTION_DAYS,
    ),
  );

  await registerHardening(app, config, database);

  const rateLimit = (
    groupId:
      | LeadForm
      | TalentForm
      | "admission"
      | "waitlist"
      | "application-status"
      | "invoice"
      | "payment-document"
      | "payment"
      | "payment-return",
  ) => ({
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    groupId,
  });
  // Set by the process on SIGTERM (server/index.ts), so /readyz fails before the server closes.
  let draining = false;
  app.decorate("drain", () => {
    draining = true;
  });
  await app.register(healthRoutes, {
    leads,
    describeError: database.describeError,
    isDraining: () => draining,
  });
  await app.register(mailingListRoutes, { actions, rateLimit: rateLimit("mailing-list") });
  await app.register(contactRoutes, { actions, rateLimit: rateLimit("contact") });
  await app.register(emailSendRoutes, {
    actions,
    publicKey: config.EMAIL_PUBLIC_KEY,
    serviceId: config.EMAIL_SERVICE_ID,
    templateId: config.EMAIL_TEMPLATE_ID,
    rateLimit: rateLimit("brochure"),
  });
  await app.register(mailingListLinkRoutes, { leads, sealer });
  await app.register(formPostRoutes, {
    actions,
    rateLimit,
    siteUrl: config.SITE_URL,
    allowedOrigins: config.ALLOWED_ORIGINS,
    describeDatabaseError: database.describeError,
  });
  await app.register(talentFormRoutes, {
    talent,
    choices: () => content.current().talentChoices,
    recordSpam: (form) => leads.recordSpam(form),
    rateLimit,
    siteUrl: config.SITE_URL,
    allowedOrigins: config.ALLOWED_ORIGINS,
    describeDatabaseError: database.describeError,
  });
  await app.register(applyRoute, {
    admissions,
    content: () => content.current(),
    rateLimit: rateLimit("admission"),
    siteUrl: config.SITE_URL,
    allowedOrigins: config.ALLOWED_ORIGINS,
    describeDatabaseError: database.describeError,
  });
  await app.register(waitlistRoute, {
    repository: waitlist,
    mails: waitlistPlaceMails({
      content: () => content.current(),
      leaveLink: links.forWaitlist,
      rejoinLink: links.forWaitlistRejoin,
    }),
    recordSpam: (form) => leads.recordSpam(form),
    rateLimit: rateLimit("waitlist"),
    siteUrl: config.SITE_URL,
    allowedOrigins: config.ALLOWED_ORIGINS,
    describeDatabaseError: database.describeError,
  });
  await app.register(waitlistLinkRoutes, { repository: waitlist, sealer });
  // Invoices and payments (issue 35): the private link's pages and Paystack's two addresses.
  const { payments, checkoutOrigins } = await configuredPayments(
    config,
    database,
    content,
    secrets,
    options.fetchImpl,
  );
  app.decorate("payments", payments);
  const current = () => content.current();
  const siteOrigins = { siteUrl: config.SITE_URL, allowedOrigins: config.ALLOWED_ORIGINS };
  const siteDir = config.SITE_DIR;
  await app.register(invoiceRoute, {
    payments,
    content: current,
    siteDir,
    checkoutOrigins,
    rateLimit: rateLimit("invoice"),
    ...siteOrigins,
  });
  // The invoice and receipts as PDFs, behind the same private link (issue 35).
  await app.register(parentDocumentsRoute, {
    payments,
    content: current,
    siteDir,
    database,
    rateLimit: rateLimit("payment-document"),
    ...siteOrigins,
  });
  await app.register(checkoutRoute, {
    payments,
    content: current,
    siteDir,
    rateLimit: rateLimit("payment"),
    ...siteOrigins,
  });
  await app.register(paystackCallbackRoute, {
    payments,
    content: current,
    siteDir,
    rateLimit: rateLimit("payment-return"),
    siteUrl: config.SITE_URL,
  });
  // The applicant's status link (issue 34): withdrawing is the staff's stage move, by the applicant.
  await app.register(statusRoute, {
    status: applicantStatus({
      repository: admissions.repository,
      pages: admissionPages(database),
      sealer,
      moves: stageMoves({
        repository: admissions.repository,
        content: current,
        invoices: payments,
        // Withdrawing offers nothing: no invoice waits on the bank account here.
        bankDetailsGate: isPublicSiteUrl(config.SITE_URL),
        statusLink: mailedStatusLink(config.SITE_URL, sealer, secrets),
        now: () => new Date(),
      }),
      audit: auditLog(database),
    }),
    content: current,
    siteDir: config.SITE_DIR,
    siteUrl: config.SITE_URL,
    allowedOrigins: config.ALLOWED_ORIGINS,
    rateLimit: rateLimit("application-status"),
  });
  await app.register(paystackWebhookRoute, {
    payments,
    secretKey: config.PAYSTACK_SECRET_KEY ?? null,
  });
  await app.register(blogFeedRoutes, { rssUrl: config.BLOG_RSS_URL, fetchImpl: options.fetchImpl });
  if (options.serveSite !== false) {
    await app.register(staticSite, {
      siteDir: config.SITE_DIR,
      connectSources: connectSourcesOf(config),
    });
  }

  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    leads: ReturnType<typeof leadsRepository>;
    leadQueries: ReturnType<typeof leadQueries>;
    outbox: ReturnType<typeof outboxRepository>;
    /** Seals and opens the secrets mails carry; the mail worker opens them as it sends (server/index.ts). */
    mailSecrets: MailSecrets;
    /** The live release's content, as the routes read it; the lead alert worker names calls by it (server/index.ts). */
    content: () => ServiceContent;
    talent: ReturnType<typeof talentLeads>;
    admissions: ReturnType<typeof admissionsUnit>;
    /** The waitlists; `tellOpenCalls` mails each waiting place once per open call. */
    waitlist: {
      repository: ReturnType<typeof waitlistRepository>;
      tellOpenCalls: ReturnType<typeof waitlistNotices>;
    };
    /** Invoices and payments (issue 35): `issueInvoice` for a place offered. */
    payments: Awaited<ReturnType<typeof configuredPayments>>["payments"];
    /** Deletes contact messages, brochure and hiring requests past their periods (/privacy). */
    leadRetention: ReturnType<typeof leadRetention>;
    /** From now on /readyz answers 503: load balancers stop sending new requests. */
    drain: () => void;
  }
}
