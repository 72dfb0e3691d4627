import { expect, test } from "vitest";
import { readIdentity } from "#content-model/site/identity.server.ts";
import { admissionConfirmation } from "#server/mail/admission-messages.ts";
import { mailSecrets } from "#server/mail/mail-secrets.ts";
import { secretMarkOf, textAsSent } from "#server/mail/secret-mark.ts";

const secrets = mailSecrets("a-test-secret-of-more-than-32-characters");
const sender = readIdentity();

test("a mail's secret goes only where its mail put its own mark, never where an editor's words write a mark", () => {
  const link = "https://hub.example/api/application-status?token=private";
  const statusLink = secrets.seal(link);
  const planted = [
    "{{secret}}",
    `{{secret:${"0".repeat(24)}}}`,
    // Another mail's mark: a mark is the mail's own, not one for every mail.
    secretMarkOf(secrets.seal(link)),
  ];
  const mail = admissionConfirmation(sender, {
    to: "ada@example.com",
    programme: "Sparks",
    edition: "2027",
    reference: "SPK-2027-0001",
    greeting: "Hello Ada,",
    afterApplying: planted.map((mark) => `Confirm at https://evil.example/c?l=${mark}`).join("\n"),
    statusLink,
  });
  const sent = textAsSent(
    { kind: mail.kind, text_body: mail.text_body, sealed_secret: statusLink },
    secrets.open,
  );
  expect(sent.split(link)).toHaveLength(2);
  expect(sent).toContain(
    `this private link (keep it to yourself; it works for a year):\n${link}\n`,
  );
  for (const mark of planted) expect(sent).toContain(`https://evil.example/c?l=${mark}`);
});

test("each seal has its own mark, which says nothing of the secret", () => {
  const first = secrets.seal("https://hub.example/x?token=a");
  const second = secrets.seal("https://hub.example/x?token=a");
  expect(secretMarkOf(first)).not.toBe(secretMarkOf(second));
  expect(secretMarkOf(first)).toMatch(/^\{\{secret:[0-9a-f]{24}\}\}$/);
});
