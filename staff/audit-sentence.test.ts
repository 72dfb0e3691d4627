import { expect, test } from "vitest";
import { lagosTimeInWords } from "#schemas/lagos-time.ts";
import type { AuditEntry } from "#schemas/staff-leads.ts";
import { auditSentence, type SentencePart } from "./audit-sentence.ts";
import { creditOf } from "./pages/publish/build-credit.ts";

const people = new Map([
  ["p-ngozi", "ngozi@hub.example"],
  ["p-chidi", "chidi.okafor@hub.example"],
]);

function entry(action: string, fields: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    at: "2026-11-27T13:05:00.000Z",
    actor_email: "ngozi@hub.example",
    action,
    target: null,
    detail: null,
    address: "203.0.113.9",
    ...fields,
  };
}

function text(parts: SentencePart[]): string {
  return parts.map((part) => (typeof part === "string" ? part : part.text)).join("");
}

test("an export reads as who exported how many of what, and how", () => {
  const exported = entry("export", {
    detail: { filter: { kind: "contact", status: "new", searched: true }, format: "csv", rows: 40 },
  });
  expect(text(auditSentence(exported, people))).toBe(
    "Ngozi exported 40 contact messages (new ones, a search's) as CSV",
  );
  expect(
    text(
      auditSentence(entry("export", { detail: { filter: {}, format: "json", rows: 1 } }), people),
    ),
  ).toBe("Ngozi exported 1 lead as JSON");
});

test("a lead acted on is named and linked, never described by its content", () => {
  const parts = auditSentence(entry("lead-viewed", { target: "contact:12" }), people);
  expect(parts).toEqual([
    "Ngozi opened ",
    { lead: { kind: "contact", id: 12 }, text: "contact message 12" },
  ]);
  expect(
    text(
      auditSentence(
        entry("lead-assigned", { target: "application:3", detail: { assignee: "p-chidi" } }),
        people,
      ),
    ),
  ).toBe("Ngozi gave application 3 to chidi.okafor@hub.example");
  expect(
    text(auditSentence(entry("leads-handled", { detail: { count: 12, leads: [] } }), people)),
  ).toBe("Ngozi marked 12 leads handled at once");
});

test("people are named by their address, or said to be gone", () => {
  expect(
    text(
      auditSentence(
        entry("role-change", { target: "p-chidi", detail: { from: "staff", to: "admin" } }),
        people,
      ),
    ),
  ).toBe("Ngozi changed the role of chidi.okafor@hub.example from Staff to Admin");
  expect(
    text(
      auditSentence(
        entry("role-change", {
          target: "p-chidi",
          detail: { from: "staff", to: "editor", unassigned: ["SPK-2024-0001", "SPK-2024-0007"] },
        }),
        people,
      ),
    ),
  ).toBe(
    "Ngozi changed the role of chidi.okafor@hub.example from Staff to Editor, which took them off applications SPK-2024-0001 and SPK-2024-0007",
  );
  expect(
    text(
      auditSentence(
        entry("role-change", {
          target: "p-chidi",
          detail: {
            from: "staff",
            to: "editor",
            unassigned: ["SPK-2024-0001"],
            unassignedLeads: 3,
          },
        }),
        people,
      ),
    ),
  ).toBe(
    "Ngozi changed the role of chidi.okafor@hub.example from Staff to Editor, which took them off application SPK-2024-0001 and 3 leads",
  );
  expect(
    text(
      auditSentence(
        entry("role-change", {
          target: "p-chidi",
          detail: { from: "admin", to: "editor", unassignedLeads: 1 },
        }),
        people,
      ),
    ),
  ).toBe(
    "Ngozi changed the role of chidi.okafor@hub.example from Admin to Editor, which took them off 1 lead",
  );
  expect(
    text(
      auditSentence(entry("invitation", { target: "p-gone", detail: { role: "editor" } }), people),
    ),
  ).toBe("Ngozi invited a person since removed as Editor");
  expect(
    text(
      auditSentence(
        entry("lead-alerts-changed", {
          target: "p-ngozi",
          detail: { kinds: ["contact", "application"] },
        }),
        people,
      ),
    ),
  ).toBe(
    "Ngozi chose mail about new contact messages and talent pool applications (/talent) for themselves",
  );
});

test("an erasure counts what went, and an action not known yet still reads as a sentence", () => {
  const erasure = entry("erasure", {
    detail: {
      removed: { contact_messages: 2, brochure_requests: 1, outbox_messages: 3, resume_files: 1 },
    },
  });
  expect(text(auditSentence(erasure, people))).toBe(
    "Ngozi erased every record of one person: 3 leads and 1 résumé",
  );
  // An older release reads a newer one's action (a shared database) in words all the same.
  expect(text(auditSentence(entry("reminder-sent"), people))).toBe("Ngozi: reminder sent");
});

test("a refused save reads as whose, which files and every reason in words, never a code", () => {
  const refused = entry("content-save-refused", {
    detail: {
      codes: ["cannot-delete", "unreadable-yaml"],
      files: ["site/identity.yaml", "calls/a.yaml"],
      more: 2,
    },
  });
  expect(text(auditSentence(refused, people))).toBe(
    "Ngozi's save in Site content (site/identity.yaml, calls/a.yaml and 2 more) was refused: a file did not read and a page of the site cannot be deleted",
  );
  const noFiles = entry("content-save-refused", {
    detail: { codes: ["not-an-action"], files: [] },
  });
  expect(text(auditSentence(noFiles, people))).toBe(
    "Ngozi's save in Site content was refused: it went to an action the editor does not have",
  );
});

test("an application's view, move and export read by its reference and the stages' names", () => {
  const target = "application:SPK-2024-0042";
  expect(text(auditSentence(entry("application-viewed", { target }), people))).toBe(
    "Ngozi opened application SPK-2024-0042",
  );
  const moved = entry("application-moved", {
    target,
    detail: {
      from: "interview",
      to: "offered",
      fromName: "Phone call interview",
      toName: "Selected",
    },
  });
  expect(text(auditSentence(moved, people))).toBe(
    "Ngozi moved application SPK-2024-0042 from “Phone call interview” to “Selected”",
  );
  // A line written before the stages' names were kept with it reads by the ends' names or the ids.
  const older = entry("application-moved", {
    target,
    detail: { from: "interview", to: "declined" },
  });
  expect(text(auditSentence(older, people))).toBe(
    "Ngozi moved application SPK-2024-0042 from “interview” to “Not selected”",
  );
  const exported = entry("applications-exported", {
    target: "call:sparks-2024",
    detail: { format: "csv", rows: 12 },
  });
  expect(text(auditSentence(exported, people))).toBe(
    "Ngozi exported 12 applications of sparks-2024 as CSV",
  );
  const filtered = entry("applications-exported", {
    target: "call:sparks-2024",
    detail: { format: "json", rows: 3, stage: "interview", mine: true, searched: true },
  });
  expect(text(auditSentence(filtered, people))).toBe(
    "Ngozi exported 3 applications of sparks-2024 (at stage interview, assigned to them, found by a search) as JSON",
  );
});

test("an applicant's withdrawal reads as theirs, by reference and the stage it left", () => {
  const withdrawn = entry("application-withdrawn", {
    actor_email: null,
    address: null,
    target: "application:SPK-2024-0042",
    detail: { from: "received", to: "withdrawn" },
  });
  expect(text(auditSentence(withdrawn, people))).toBe(
    "The applicant withdrew application SPK-2024-0042 from “New”",
  );
});

test("a save names the entry as the editor does, a picture as the entry's, never the file", () => {
  const saved = entry("content-saved", {
    target: "calls/kids-code-camp-2027.yaml",
    detail: { entry: "Calls for applications: kids-code-camp-2027" },
  });
  expect(text(auditSentence(saved, people))).toBe(
    "Ngozi saved Calls for applications: kids-code-camp-2027",
  );
  const picture = entry("content-saved", {
    target: "codeville/landing/hero-9f8e7d.jpg",
    detail: { entry: "Codeville: landing page", picture: true, deleted: true },
  });
  expect(text(auditSentence(picture, people))).toBe(
    "Ngozi deleted a picture of Codeville: landing page",
  );
  expect(text(auditSentence(picture, people))).not.toContain("hero-9f8e7d");
});

test("a refused save names the entries and the rules that refused it, in the editor's own words", () => {
  const refused = entry("content-save-refused", {
    detail: {
      codes: ["invalid-content"],
      files: ["calls/kids-code-camp-2027.yaml"],
      entries: ["Calls for applications: kids-code-camp-2027"],
      rules: ["Closes: the closing date is before the opening date."],
    },
  });
  expect(text(auditSentence(refused, people))).toBe(
    "Ngozi's save of Calls for applications: kids-code-camp-2027 was refused: Closes: the closing date is before the opening date.",
  );
});

test("a publish says what went live by the editor's names of the entries", () => {
  const published = entry("publish", {
    target: "build:7",
    detail: {
      entries: 4,
      names: ["Calls for applications: kids-code-camp-2027", "Codeville: FAQ groups: fees"],
      more: 2,
    },
  });
  expect(text(auditSentence(published, people))).toBe(
    "Ngozi published the site: Calls for applications: kids-code-camp-2027, Codeville: FAQ groups: fees and 2 more went live",
  );
});

test("going back names the version as the Publish page does, and what it had taken live", () => {
  const builtAt = "2026-11-27T17:52:00.000Z";
  const back = entry("rollback", {
    target: "release:20261127T175200Z-3",
    detail: {
      build: 9,
      entries: 1,
      keptWaiting: 0,
      version: { builtAt, kind: "publish" },
      names: ["Startzone: Startup Boost page"],
    },
  });
  expect(text(auditSentence(back, people))).toBe(
    `Ngozi went back to the version of ${lagosTimeInWords(builtAt)}, which had taken live Startzone: Startup Boost page`,
  );
  // A version's author is not named: the line names only who acted.
  expect(text(auditSentence(back, people))).not.toContain("@");
  // A version built after the live one is gone forward to; an automatic build is said as such.
  const forward = { ...back, detail: { ...back.detail, forward: true } };
  expect(text(auditSentence(forward, people))).toMatch(/^Ngozi went forward to the version of /);
  const nightly = {
    ...back,
    detail: { ...back.detail, version: { builtAt, kind: "rebuild" }, names: [] },
  };
  expect(text(auditSentence(nightly, people))).toBe(
    `Ngozi went back to the version of ${lagosTimeInWords(builtAt)} (${creditOf("rebuild", null)})`,
  );
});

test("a payment recorded by hand names its kind, its amount in naira and its invoice", () => {
  const transfer = entry("payment-recorded", {
    target: "invoice:7",
    detail: { method: "bank-transfer", amount: 7_500_000, paidOn: "2027-06-30" },
  });
  expect(text(auditSentence(transfer, people))).toBe(
    "Ngozi recorded a bank transfer of ₦75,000 on invoice 7",
  );
  const named = entry("payment-recorded", {
    target: "invoice:7",
    detail: { invoice: "KCC-2024-0001", method: "refund", amount: 7_500_000, paidOn: "2027-06-30" },
  });
  expect(text(auditSentence(named, people))).toBe(
    "Ngozi recorded a refund of ₦75,000 on invoice KCC-2024-0001",
  );
});

test("a payment link sent again names the invoice by reference", () => {
  const resent = entry("payment-link-resent", {
    target: "invoice:7",
    detail: { invoice: "KCC-2024-0001" },
  });
  expect(text(auditSentence(resent, people))).toBe(
    "Ngozi sent the payment link of invoice KCC-2024-0001 again",
  );
});

test("an alarm marked dealt with names its number and kind", () => {
  const marked = entry("payment-alarm-dealt-with", {
    target: "alarm:3",
    detail: { kind: "over-payment" },
  });
  expect(text(auditSentence(marked, people))).toBe(
    "Ngozi marked payment alarm 3 (an over-payment) dealt with",
  );
});

test("a payment document download names the invoice, and the receipt by its payment", () => {
  const invoice = entry("payment-document-downloaded", {
    target: "invoice:7",
    detail: { document: "invoice" },
  });
  expect(text(auditSentence(invoice, people))).toBe("Ngozi downloaded invoice 7 as PDF");
  const receipt = entry("payment-document-downloaded", {
    target: "invoice:7",
    detail: { document: "receipt", payment: 12 },
  });
  expect(text(auditSentence(receipt, people))).toBe(
    "Ngozi downloaded receipt 12 of invoice 7 as PDF",
  );
  const named = entry("payment-document-downloaded", {
    target: "invoice:7",
    detail: { document: "invoice", invoice: "KCC-2024-0001" },
  });
  expect(text(auditSentence(named, people))).toBe("Ngozi downloaded invoice KCC-2024-0001 as PDF");
});

test("a cohort's payments export names how many invoices of which call", () => {
  const exported = entry("payments-exported", {
    target: "call:kids-code-camp-2024",
    detail: { format: "csv", rows: 12 },
  });
  expect(text(auditSentence(exported, people))).toBe(
    "Ngozi exported 12 invoices of kids-code-camp-2024 as CSV",
  );
  const named = entry("payments-exported", {
    target: "call:kids-code-camp-2024",
    detail: { format: "csv", rows: 12, cohort: "Kids Code Camp 2024" },
  });
  expect(text(auditSentence(named, people))).toBe(
    "Ngozi exported 12 invoices of Kids Code Camp 2024 as CSV",
  );
});
