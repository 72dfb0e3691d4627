import { expect, test } from "vitest";
import { mailBudgetNotice } from "#server/mail/mail-budget-notice.ts";

test("the staff are told once per clock hour that the mail budget is spent, however many mails wait", () => {
  const warnings: unknown[] = [];
  const log = { warn: (...args: unknown[]) => warnings.push(args) } as never;
  const notice = mailBudgetNotice(log);
  for (let mail = 0; mail < 50; mail += 1) notice("2030-01-01T10", "2030-01-01T11");
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toEqual([
    { hour: "2030-01-01T10", sendsFrom: "2030-01-01T11" },
    expect.stringContaining("hourly mail budget spent"),
  ]);
  notice("2030-01-01T11", "2030-01-01T12");
  expect(warnings).toHaveLength(2);
});
