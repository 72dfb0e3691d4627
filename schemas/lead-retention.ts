/**
 * How long the lead service keeps each kind of lead, in months from the day
 * it was sent: the one source for the service's defaults (server/env.ts,
 * `<KIND>_RETENTION_MONTHS`) and for what /privacy says
 * (`{retention.contactMonths}` in content/site/privacy.yaml). Code, not
 * content: publishing the site does not restart the service, so a period
 * changed in the editor would make the page and the service disagree
 * (docs/decisions/096-lead-retention-periods.md).
 */
export const leadRetentionMonths = {
  application: 12,
  "hiring-request": 24,
  contact: 24,
  brochure: 12,
  /**
   * A programme application, with its file, notes and history, counted from
   * the last step taken on it (sent, moved, invoiced, paid): a cohort runs
   * for months after its call, and a family may pay in parts, so a year from
   * the day it was sent would delete a learner's record mid-programme.
   */
  admission: 24,
  /**
   * A waitlist place, from the day it was taken: programmes open a call
   * about once a year, so a place a year old has been told of one.
   */
  waitlist: 12,
} as const;

export type RetainedLeadKind = keyof typeof leadRetentionMonths;

/**
 * How long a backup is kept, in days (`BACKUP_RETENTION_DAYS`): each backup
 * removes the ones beside it that are older (server/cli/backup.ts), so a
 * lead deleted or erased is gone from the last copy this long after.
 */
export const backupRetentionDays = 14;

/** The environment variable that overrides each default. */
export const retentionVariables = {
  application: "RESUME_RETENTION_MONTHS",
  "hiring-request": "HIRING_REQUEST_RETENTION_MONTHS",
  contact: "CONTACT_RETENTION_MONTHS",
  brochure: "BROCHURE_RETENTION_MONTHS",
  admission: "ADMISSION_RETENTION_MONTHS",
  waitlist: "WAITLIST_RETENTION_MONTHS",
} as const satisfies Record<RetainedLeadKind, string>;

/** What a content text may name: "{retention.contactMonths}" is "24". */
export const retentionPlaceholders: Readonly<Record<string, string>> = {
  "retention.applicationMonths": String(leadRetentionMonths.application),
  "retention.hiringRequestMonths": String(leadRetentionMonths["hiring-request"]),
  "retention.contactMonths": String(leadRetentionMonths.contact),
  "retention.brochureMonths": String(leadRetentionMonths.brochure),
  "retention.admissionMonths": String(leadRetentionMonths.admission),
  "retention.waitlistMonths": String(leadRetentionMonths.waitlist),
  "retention.backupDays": String(backupRetentionDays),
};
