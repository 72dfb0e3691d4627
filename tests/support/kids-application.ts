import type { AdmissionsRepository } from "#server/db/admissions-repository.ts";
import { testMails } from "#tests/support/admission-test-kit.ts";

/**
 * One parent's application to the open sample Kids Code Camp call, stored
 * as the apply route stores it, for tests of what follows it (an offer, an
 * invoice): its id and address.
 */
export async function storedKidsApplication(
  repository: AdmissionsRepository,
  email = "parent@family.example",
): Promise<{ id: number; email: string }> {
  const stored = await repository.add(
    {
      call: "kids-code-camp-2024",
      form: "kids-code-camp",
      referencePrefix: "KCC-2024",
      email,
      questions: [{ id: "email", type: "email", label: "Email", required: true }],
      answers: { email },
      file: null,
    },
    testMails(email),
    "203.0.113.9",
  );
  if (!stored.stored) throw new Error("the application should be stored");
  const application = await repository.findByReference(stored.reference);
  if (!application) throw new Error("the application should be found");
  return { id: application.id, email };
}
