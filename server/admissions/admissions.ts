import type { AdmissionForm } from "#content-model/admissions/forms.ts";
import {
  type Call,
  callFileName,
  callFormName,
  isKidsProgramme,
} from "#content-model/calls/calls.ts";
import type { StageMails } from "#content-model/site/stage-mails.ts";
import type { Answer } from "#schemas/admission-answers.ts";
import { applicantNames } from "#schemas/admission-applicant.ts";
import { applicationChildName, asksForChild, childFirstName } from "#schemas/admission-child.ts";
import { admissionReferencePrefix } from "#server/admissions/references.ts";
import { firstNameOf } from "#server/admissions/stage-moves.ts";
import type { AdmissionsRepository } from "#server/db/admissions-repository.ts";
import { retentionCutoff } from "#server/db/lead-retention.ts";
import { admissionConfirmation, admissionRepeat } from "#server/mail/admission-messages.ts";
import { greetingLine } from "#server/mail/admission-stage-messages.ts";
import type { SealedMailSecret } from "#server/mail/mail-secrets.ts";
import type { MailSender } from "#server/mail/messages.ts";
import type { ReceivedResume, ResumeStore } from "#server/talent/resume-store.ts";
import { safePdfFileName } from "#server/uploads/pdf-file-name.ts";

export type AdmissionsOptions = {
  repository: AdmissionsRepository;
  /** The files of file questions, in their own folder under UPLOADS_DIR. */
  store: ResumeStore;
  /** ADMISSION_RETENTION_MONTHS: how long an application is kept after its last step. */
  retentionMonths: number;
  /** Who mails are from, read from the live release at each application. */
  sender: () => MailSender;
  /** The stage mails' words, whose greeting the confirmation opens with, read from the live release. */
  stageMails: () => StageMails;
  /** The private link to an application's status page, sealed for the outbox: the confirmation's and a repeat's. */
  statusLink: (application: { id: number; email: string }) => SealedMailSecret;
};

export type Application = {
  call: Call;
  form: AdmissionForm;
  email: string;
  answers: Record<string, Answer>;
  file: { received: ReceivedResume; name: string | undefined } | null;
};

/**
 * What a mail calls the child of a kids call's application, the confirmation's
 * and the repeat's alike: its first name, only when it reads as a name.
 */
function childOf(name: string | undefined): { child?: string } {
  const child = name ? childFirstName(name) : undefined;
  return child ? { child } : {};
}

/**
 * Applications on the hub's own forms as one unit of rows and files: the
 * route stores them and the retention sweep ends them (a person's erasure:
 * server/erasure/erase-person.ts). A file is
 * renamed into place before its row is written and removed again if the row
 * is not (a failure, or the address applied already), so no row lacks its
 * file and no file outlives its row. A repeat is not stored: its address is
 * mailed about the application it has (decision 250), and the caller
 * answers it as it answers a new one, so it returns nothing to tell them apart.
 */
export function admissions({
  repository,
  store,
  retentionMonths,
  sender,
  stageMails,
  statusLink,
}: AdmissionsOptions) {
  return {
    repository,
    store,

    async apply(application: Application, clientAddress: string): Promise<void> {
      const { call, form } = application;
      let stored: Awaited<ReturnType<ResumeStore["keep"]>> | null = null;
      if (application.file) {
        try {
          stored = await store.keep(application.file.received);
        } catch (error) {
          await store.discard(application.file.received);
          throw error;
        }
      }
      try {
        const result = await repository.add(
          {
            call: callFileName(call),
            form: callFormName(call),
            referencePrefix: admissionReferencePrefix(call, new Date()),
            email: application.email,
            questions: form.questions,
            answers: application.answers,
            file:
              stored && application.file
                ? { ...stored, name: safePdfFileName(application.file.name) }
                : null,
          },
          {
            confirmation: (reference, id) =>
              admissionConfirmation(sender(), {
                to: application.email,
                programme: form.programme,
                edition: call.edition,
                reference,
                // As the stage mails greet: the applicant, or a kids programme's parent, by first name.
                greeting: greetingLine(stageMails(), {
                  forParent: isKidsProgramme(call.programme),
                  firstName: firstNameOf(applicantNames(form.questions, application.answers)),
                  programme: form.programme,
                  edition: call.edition,
                  reference,
                }),
                afterApplying: form.afterApplying,
                ...childOf(applicationChildName(form.questions, application.answers)),
                statusLink: statusLink({ id, email: application.email }),
              }),
            repeated: (existing) =>
              admissionRepeat(sender(), {
                to: application.email,
                programme: form.programme,
                edition: call.edition,
                reference: existing.reference,
                perChild: asksForChild(form.questions),
                ...childOf(existing.childName),
                statusLink: statusLink({ id: existing.id, email: application.email }),
              }),
          },
          clientAddress,
        );
        if (!result.stored && stored) await store.remove(stored.file);
        if (result.stored && result.replacedFile) await store.remove(result.replacedFile);
      } catch (error) {
        if (stored) await store.remove(stored.file);
        throw error;
      }
    },

    /**
     * The retention rule (ADMISSION_RETENTION_MONTHS, stated on /privacy):
     * expired applications go with their files; then files in the folder
     * that no row names and no request is still writing (a removal that
     * failed, a process that died mid-upload) go too.
     */
    async sweep(now = new Date()): Promise<{ admissions: number; admissionFileOrphans: number }> {
      const expired = await repository.deleteBefore(retentionCutoff(now, retentionMonths));
      for (const file of expired.files) await store.remove(file);
      const orphans = await store.sweepOrphans(await repository.files(), now.getTime());
      return { admissions: expired.removed, admissionFileOrphans: orphans };
    },
  };
}

export type Admissions = ReturnType<typeof admissions>;
