import type { MigrationProvider } from "kysely";
import { createLeadTables } from "#server/db/migrations/2026-11-23-001-lead-tables.ts";
import { mailLimits } from "#server/db/migrations/2026-11-23-002-mail-limits.ts";
import { mailingListConsent } from "#server/db/migrations/2026-11-23-003-mailing-list-consent.ts";
import { sharedRateLimits } from "#server/db/migrations/2026-11-23-004-shared-rate-limits.ts";
import { signupNonce } from "#server/db/migrations/2026-11-25-001-signup-nonce.ts";
import { staffSide } from "#server/db/migrations/2026-11-25-002-staff-side.ts";
import { talentLeads } from "#server/db/migrations/2026-11-25-003-talent-leads.ts";
import { talentInbox } from "#server/db/migrations/2026-11-25-004-talent-inbox.ts";
import { siteBuilds } from "#server/db/migrations/2026-11-26-001-site-builds.ts";
import { inboxSearch } from "#server/db/migrations/2026-11-26-002-inbox-search.ts";
import { searchIndexNoPendingList } from "#server/db/migrations/2026-11-26-003-search-index-no-pending-list.ts";
import { staffSessionTokenDigests } from "#server/db/migrations/2026-11-27-010-staff-session-token-digests.ts";
import { staffSignInAttempts } from "#server/db/migrations/2026-11-27-011-staff-sign-in-attempts.ts";
import { staffMailSealedSecrets } from "#server/db/migrations/2026-11-27-012-staff-mail-sealed-secrets.ts";
import { staffInvitations } from "#server/db/migrations/2026-11-27-013-staff-invitations.ts";
import { staffSignInMethods } from "#server/db/migrations/2026-11-27-014-staff-sign-in-methods.ts";
import { auditSearchesDescribed } from "#server/db/migrations/2026-11-27-020-audit-searches-described.ts";
import { erasedRowTraces } from "#server/db/migrations/2026-11-27-021-erased-row-traces.ts";
import { serviceInstances } from "#server/db/migrations/2026-11-27-022-service-instances.ts";
import { erasureLedger } from "#server/db/migrations/2026-11-27-023-erasure-ledger.ts";
import { inboxTrigramSearch } from "#server/db/migrations/2026-11-27-030-inbox-trigram-search.ts";
import { leadFollowUp } from "#server/db/migrations/2026-11-27-031-lead-follow-up.ts";
import { siteBuildResults } from "#server/db/migrations/2026-11-27-040-site-build-results.ts";
import { mailSendPriority } from "#server/db/migrations/2026-11-27-050-mail-send-priority.ts";
import { sampleConfirmations } from "#server/db/migrations/2026-11-27-060-sample-confirmations.ts";
import { cleanResumeNames } from "#server/db/migrations/2026-11-27-081-clean-resume-names.ts";
import { admissions } from "#server/db/migrations/2026-11-28-100-admissions.ts";
import { admissionStages } from "#server/db/migrations/2026-11-28-200-admission-stages.ts";
import { payments } from "#server/db/migrations/2026-11-28-300-payments.ts";
import { waitlists } from "#server/db/migrations/2026-11-28-500-waitlists.ts";
import { paymentReminders } from "#server/db/migrations/2026-11-28-600-payment-reminders.ts";
import { admissionFollowUp } from "#server/db/migrations/2026-11-28-700-admission-follow-up.ts";
import { admissionListOrder } from "#server/db/migrations/2026-11-28-800-admission-list-order.ts";
import { paymentFormTokens } from "#server/db/migrations/2026-11-28-900-payment-form-tokens.ts";
import { paymentInstalments } from "#server/db/migrations/2026-11-29-100-payment-instalments.ts";
import { mailLinksSealed } from "#server/db/migrations/2026-11-29-110-mail-links-sealed.ts";
import { instalmentsByDueDay } from "#server/db/migrations/2026-11-29-120-instalments-by-due-day.ts";
import { admissionDataBounded } from "#server/db/migrations/2026-11-29-130-admission-data-bounded.ts";
import { paymentAlarmsDealtWith } from "#server/db/migrations/2026-11-29-150-payment-alarms-dealt-with.ts";
import { paymentLinkResends } from "#server/db/migrations/2026-11-29-160-payment-link-resends.ts";
import { checkoutAddresses } from "#server/db/migrations/2026-11-29-200-checkout-addresses.ts";
import { oneApplicationPerChild } from "#server/db/migrations/2026-11-29-210-one-application-per-child.ts";
import { waitlistRejoinAsked } from "#server/db/migrations/2026-11-29-250-waitlist-rejoin-asked.ts";
import { admissionSearchPhones } from "#server/db/migrations/2026-11-29-300-admission-search-phones.ts";
import { admissionHistoryDetail } from "#server/db/migrations/2026-11-29-310-admission-history-detail.ts";
import type { SqlDialect } from "#server/db/sql-dialect.ts";

/**
 * Every migration, in the order it runs. The naming rule: a migration is
 * `YYYY-MM-DD-NNN-what-it-does`, the day it was written and three digits
 * above the last of that day, in a file of the same name; the migrator runs
 * them in the names' string order, so the list is written in that order
 * (server/db/migrations/index.test.ts holds the rule and the order). A name
 * never changes once shipped, but for the renames of `formerMigrationNames`.
 *
 * A static provider rather than FileMigrationProvider: tsx and bundlers then
 * need no directory scan at run time.
 */
export function migrationProvider(dialect: SqlDialect): MigrationProvider {
  return {
    async getMigrations() {
      return {
        "2026-11-23-001-lead-tables": createLeadTables(dialect),
        "2026-11-23-002-mail-limits": mailLimits(dialect),
        "2026-11-23-003-mailing-list-consent": mailingListConsent,
        "2026-11-23-004-shared-rate-limits": sharedRateLimits(dialect),
        "2026-11-25-001-signup-nonce": signupNonce,
        "2026-11-25-002-staff-side": staffSide(dialect),
        "2026-11-25-003-talent-leads": talentLeads(dialect),
        "2026-11-25-004-talent-inbox": talentInbox,
        "2026-11-26-001-site-builds": siteBuilds(dialect),
        "2026-11-26-002-inbox-search": inboxSearch(dialect),
        "2026-11-26-003-search-index-no-pending-list": searchIndexNoPendingList(dialect),
        "2026-11-27-010-staff-session-token-digests": staffSessionTokenDigests,
        "2026-11-27-011-staff-sign-in-attempts": staffSignInAttempts(dialect),
        "2026-11-27-012-staff-mail-sealed-secrets": staffMailSealedSecrets,
        "2026-11-27-013-staff-invitations": staffInvitations(dialect),
        "2026-11-27-014-staff-sign-in-methods": staffSignInMethods(dialect),
        "2026-11-27-020-audit-searches-described": auditSearchesDescribed,
        "2026-11-27-021-erased-row-traces": erasedRowTraces(dialect),
        "2026-11-27-022-service-instances": serviceInstances,
        "2026-11-27-023-erasure-ledger": erasureLedger,
        "2026-11-27-030-inbox-trigram-search": inboxTrigramSearch(dialect),
        "2026-11-27-031-lead-follow-up": leadFollowUp(dialect),
        "2026-11-27-040-site-build-results": siteBuildResults,
        "2026-11-27-050-mail-send-priority": mailSendPriority(dialect),
        "2026-11-27-060-sample-confirmations": sampleConfirmations,
        "2026-11-27-081-clean-resume-names": cleanResumeNames,
        "2026-11-28-100-admissions": admissions(dialect),
        "2026-11-28-200-admission-stages": admissionStages(dialect),
        "2026-11-28-300-payments": payments(dialect),
        "2026-11-28-500-waitlists": waitlists(dialect),
        "2026-11-28-600-payment-reminders": paymentReminders(dialect),
        "2026-11-28-700-admission-follow-up": admissionFollowUp(dialect),
        "2026-11-28-800-admission-list-order": admissionListOrder,
        "2026-11-28-900-payment-form-tokens": paymentFormTokens,
        "2026-11-29-100-payment-instalments": paymentInstalments(dialect),
        "2026-11-29-110-mail-links-sealed": mailLinksSealed(dialect),
        "2026-11-29-120-instalments-by-due-day": instalmentsByDueDay,
        "2026-11-29-130-admission-data-bounded": admissionDataBounded(dialect),
        "2026-11-29-150-payment-alarms-dealt-with": paymentAlarmsDealtWith,
        "2026-11-29-160-payment-link-resends": paymentLinkResends(dialect),
        "2026-11-29-200-checkout-addresses": checkoutAddresses,
        "2026-11-29-210-one-application-per-child": oneApplicationPerChild(dialect),
        "2026-11-29-250-waitlist-rejoin-asked": waitlistRejoinAsked,
        "2026-11-29-300-admission-search-phones": admissionSearchPhones,
        "2026-11-29-310-admission-history-detail": admissionHistoryDetail,
      };
    },
  };
}

/**
 * The names the first migrations were recorded under before the naming rule,
 * and what each is called now. A database migrated under the old names has
 * its records renamed before the migrator reads them
 * (server/db/migrations/former-names.ts); the renames keep the order the
 * migrations ran in, which the migrator checks.
 */
export const formerMigrationNames: Readonly<Record<string, string>> = {
  "2026-11-25-101-signup-nonce": "2026-11-25-001-signup-nonce",
  "2026-11-25-2-staff-side": "2026-11-25-002-staff-side",
  "2026-11-25-3-talent-leads": "2026-11-25-003-talent-leads",
  "2026-11-25-5-talent-inbox": "2026-11-25-004-talent-inbox",
  "2026-11-26-d-site-builds": "2026-11-26-001-site-builds",
  "2026-11-26-e-inbox-search": "2026-11-26-002-inbox-search",
  "2026-11-26-e-search-index-no-pending-list": "2026-11-26-003-search-index-no-pending-list",
};
