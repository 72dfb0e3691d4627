import { expect, test } from "vitest";
import type { LeadExportRecord } from "#server/db/lead-records.ts";
import { leadExportFileName, leadExportLines } from "#server/export/lead-export.ts";

const staffUrl = "https://staff.hub.example";

function contactRecord(overrides: Partial<LeadExportRecord["lead"]> = {}): LeadExportRecord {
  return {
    kind: "contact",
    lead: {
      id: 7,
      name: "Adaeze Nwankwọ",
      email: "adaeze@family.example",
      phone: "08031234567",
      message: '=HYPERLINK("http://evil.example")\nSecond line, with a comma',
      created_at: "2026-11-27T13:05:09.000Z",
      handled_at: "2026-11-28T08:30:00.000Z",
      handled_by: "ngozi@hub.example",
      assigned_to: "person-1",
      ...overrides,
    },
    assignee: "ngozi@hub.example",
    notes: [
      {
        id: 1,
        author_email: "ngozi@hub.example",
        body: "Called her",
        created_at: "2026-11-27T15:00:00.000Z",
      },
      {
        id: 2,
        author_email: "obi@hub.example",
        body: "Wants December",
        created_at: "2026-11-28T07:59:00.000Z",
      },
    ],
  };
}

async function* recordsOf(...records: LeadExportRecord[]) {
  yield* records;
}

async function exported(
  records: LeadExportRecord[],
  options: Omit<Parameters<typeof leadExportLines>[1], "staffUrl">,
) {
  let text = "";
  for await (const line of leadExportLines(recordsOf(...records), { ...options, staffUrl }))
    text += line;
  return text;
}

test("a CSV of one kind starts with a byte-order mark, so Excel reads Igbo letters as written", async () => {
  const text = await exported([contactRecord()], { format: "csv", kind: "contact" });
  expect([...Buffer.from(text, "utf8").subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(text).toContain("Adaeze Nwankwọ");
});

test("a CSV of contact messages holds every field a follow-up needs, in Lagos time, with no formula", async () => {
  const text = await exported([contactRecord()], { format: "csv", kind: "contact" });
  const [header, ...rest] = text.slice(1).split("\r\n");
  expect(header).toBe(
    "Received (Lagos time),Name,Email,Phone,Message,Status,Handled by,Handled at (Lagos time),Assigned to,Notes,Link",
  );
  expect(rest).toEqual([
    [
      "2026-11-27 14:05",
      "Adaeze Nwankwọ",
      "adaeze@family.example",
      "0803 123 4567",
      '"\'=HYPERLINK(""http://evil.example"")\nSecond line, with a comma"',
      "Handled",
      "ngozi@hub.example",
      "2026-11-28 09:30",
      "ngozi@hub.example",
      '"2026-11-27 16:00 ngozi@hub.example: Called her\n2026-11-28 08:59 obi@hub.example: Wants December"',
      "https://staff.hub.example/leads/contact/7",
    ].join(","),
    "",
  ]);
});

test("a CSV of every kind names each lead's kind and has each kind's fields, empty where a kind has none", async () => {
  const brochure: LeadExportRecord = {
    kind: "brochure",
    lead: {
      id: 3,
      email: "b@x.example",
      created_at: "2026-11-27T10:00:00.000Z",
      handled_at: null,
      handled_by: null,
      assigned_to: null,
    },
    assignee: null,
    notes: [],
  };
  const text = await exported([contactRecord(), brochure], { format: "csv", kind: undefined });
  const lines = text.slice(1).split("\r\n");
  expect(lines[0]).toMatch(
    /^Kind,Received \(Lagos time\),Name,Email,Phone,Message,Subscription,First name,/,
  );
  expect(lines.at(-2)).toMatch(/^Brochure request,2026-11-27 11:00,,b@x\.example,,,,/);
  expect(lines.at(-2)).toContain(",New,");
});

test("JSON keeps stored values for programs: UTC times, the assignee's address, notes and the link", async () => {
  const text = await exported([contactRecord()], { format: "json", kind: "contact" });
  expect(JSON.parse(text)).toEqual([
    expect.objectContaining({
      kind: "contact",
      id: 7,
      phone: "08031234567",
      created_at: "2026-11-27T13:05:09.000Z",
      assigned_to: "ngozi@hub.example",
      notes: [
        expect.objectContaining({ author_email: "ngozi@hub.example", body: "Called her" }),
        expect.objectContaining({ body: "Wants December" }),
      ],
      link: "https://staff.hub.example/leads/contact/7",
    }),
  ]);
});

test("the export counts its leads when it ends", async () => {
  let counted = -1;
  await exported([contactRecord(), contactRecord({ id: 8 })], {
    format: "csv",
    kind: "contact",
    finished: async (count) => {
      counted = count;
    },
  });
  expect(counted).toBe(2);
});

test("the file is named for what it holds and the day", () => {
  expect(leadExportFileName("contact", "csv", "2026-11-27")).toBe(
    "contact-messages-2026-11-27.csv",
  );
  expect(leadExportFileName(undefined, "json", "2026-11-27")).toBe("leads-2026-11-27.json");
});

test("a download cut short still reports how many leads went out", async () => {
  let counted = -1;
  const many = Array.from({ length: 2_000 }, (_, index) => contactRecord({ id: index + 1 }));
  const lines = leadExportLines(recordsOf(...many), {
    format: "csv",
    kind: "contact",
    staffUrl,
    finished: async (count) => {
      counted = count;
    },
  });
  await lines.next();
  await lines.return(undefined);
  expect(counted).toBeGreaterThan(0);
  expect(counted).toBeLessThan(2_000);
});
