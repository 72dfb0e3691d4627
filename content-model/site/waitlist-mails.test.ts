import { expect, test } from "vitest";
import { checkEntry } from "../load.ts";
import { readWaitlistMails } from "./waitlist-mails.server.ts";
import { waitlistMailsFile, waitlistMailsSchema } from "./waitlist-mails.ts";

const mails = readWaitlistMails();
const check = (data: unknown) => () => checkEntry(waitlistMailsFile, data, waitlistMailsSchema);

test("the shipped waitlist mails check, each with its link", () => {
  expect(check(mails)).not.toThrow();
  expect(mails.callOpen.body).toContain("{applyUrl}");
  expect(mails.rejoin.body).toContain("{rejoinUrl}");
  expect(mails.leave).toContain("{leaveUrl}");
});

test("a mail whose link an editor deleted is refused with the reason, so no reader gets a mail they cannot act on", () => {
  expect(
    check({ ...mails, callOpen: { ...mails.callOpen, body: "Applications are open." } }),
  ).toThrow(/must say \{applyUrl\}, which the mail fills in/);
  expect(check({ ...mails, rejoin: { ...mails.rejoin, body: "Open the link." } })).toThrow(
    /must say \{rejoinUrl\}/,
  );
  expect(check({ ...mails, leave: "To leave the waitlist, reply to this mail." })).toThrow(
    /must say \{leaveUrl\}/,
  );
});

test("a placeholder the mail cannot fill in is refused with the ones it can: a misspelt one, another mail's link, or the poster's name (decision 241)", () => {
  const refused = (body: string) => check({ ...mails, joined: { ...mails.joined, body } });
  expect(refused("You are on the {programe} waitlist.")).toThrow(
    /may fill in only \{programme\}, \{organisation\.name\}/,
  );
  expect(refused("Apply at {applyUrl}.")).toThrow(/may fill in only/);
  expect(refused("Hello {name}, you are on the {programme} waitlist.")).toThrow(/may fill in only/);
});
