import { phoneSeparators } from "#schemas/form-rules.ts";
import type { ApplicationFields, HiringRequestFields } from "#schemas/talent-forms.ts";
import { retentionCutoff } from "#server/db/lead-retention.ts";
import type { TalentRepository } from "#server/db/talent-repository.ts";
import type { MailLinks } from "#server/mail/mail-links.ts";
import type { MailSender } from "#server/mail/messages.ts";
import {
  applicationConfirmation,
  applicationNotification,
  hiringRequestConfirmation,
  hiringRequestNotification,
} from "#server/mail/talent-messages.ts";
import type { ReceivedResume, ResumeStore } from "#server/talent/resume-store.ts";
import { safePdfFileName } from "#server/uploads/pdf-file-name.ts";

export type TalentLeadsOptions = {
  repository: TalentRepository;
  store: ResumeStore;
  links: MailLinks;
  /** Where the staff's notifications go (CONTACT_NOTIFY_TO); none without it. */
  notifyTo: string | undefined;
  /** RESUME_RETENTION_MONTHS: how long an application and its résumé are kept. */
  retentionMonths: number;
  /** Who mails are from, read from the live release at each lead (server/content/live-content.ts). */
  sender: () => MailSender;
};

/** An address is kept as the erasure and the caps look it up. */
function normalised<T extends { email: string; phoneNumber: string }>(fields: T): T {
  return {
    ...fields,
    email: fields.email.trim().toLowerCase(),
    phoneNumber: fields.phoneNumber.replace(phoneSeparators, ""),
  };
}

/**
 * The talent leads of issue 23 as one unit of rows and files: what the form
 * routes store, what the staff erasure and the CLI's delete call, and the
 * retention sweep.
 */
export function talentLeads({
  repository,
  store,
  links,
  notifyTo,
  retentionMonths,
  sender,
}: TalentLeadsOptions) {
  return {
    repository,
    store,

    /**
     * Keeps a checked résumé and stores the application with its mails. The
     * file is renamed into place first and removed again if the row cannot be
     * written, so no row lacks its file and no file outlives a failed write.
     * `clientAddress` sent it: its share of the mail budget.
     */
    async addApplication(
      fields: ApplicationFields,
      resume: ReceivedResume,
      resumeName: string | undefined,
      clientAddress: string,
    ): Promise<void> {
      const application = normalised(fields);
      let stored: Awaited<ReturnType<ResumeStore["keep"]>>;
      try {
        stored = await store.keep(resume);
      } catch (error) {
        await store.discard(resume);
        throw error;
      }
      try {
        await repository.addApplication(
          {
            firstname: application.firstname,
            lastname: application.lastname,
            email: application.email,
            phone: application.phoneNumber,
            stack: application.stack,
            skill_requirement: application.skillRequirement,
            resume_file: stored.file,
            resume_name: safePdfFileName(resumeName),
            resume_bytes: stored.bytes,
            resume_sha256: stored.sha256,
          },
          {
            confirmation: applicationConfirmation(
              sender(),
              application,
              links.forBrochure(application.email),
            ),
            notification: notifyTo ? applicationNotification(notifyTo, application) : null,
          },
          clientAddress,
        );
      } catch (error) {
        await store.remove(stored.file);
        throw error;
      }
    },

    async addHiringRequest(fields: HiringRequestFields, clientAddress: string): Promise<void> {
      const request = normalised(fields);
      await repository.addHiringRequest(
        {
          firstname: request.firstname,
          lastname: request.lastname,
          email: request.email,
          phone: request.phoneNumber,
          company_name: request.companyName,
          company_website: request.companyWebsite,
          no_of_employees: request.noOfEmployees,
          role: request.role,
          skill_requirement: request.skillRequirement,
          level_of_commitment: request.levelOfCommitment,
          start_date: request.startDate,
        },
        {
          confirmation: hiringRequestConfirmation(
            sender(),
            request,
            links.forBrochure(request.email),
          ),
          notification: notifyTo ? hiringRequestNotification(notifyTo, request) : null,
        },
        clientAddress,
      );
    },

    /**
     * The retention rule (RESUME_RETENTION_MONTHS, stated on /privacy):
     * applications older than the period go with their résumés; files that no
     * row names and no request is still writing go too.
     */
    async sweep(now = new Date()): Promise<{ expired: number; orphans: number }> {
      const expired = await repository.deleteApplicationsBefore(
        retentionCutoff(now, retentionMonths),
      );
      for (const file of expired) await store.remove(file);
      const orphans = await store.sweepOrphans(await repository.resumeFiles(), now.getTime());
      return { expired: expired.length, orphans };
    },
  };
}

export type TalentLeads = ReturnType<typeof talentLeads>;
