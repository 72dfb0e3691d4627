import { expect, test } from "vitest";
import { applicationStatusLink } from "#server/admissions/status/status-link.ts";
import { applicationStatusLinkDays, linkSealer } from "#server/mail/signed-links.ts";

const sealer = linkSealer("a-test-secret-of-at-least-32-characters");
const applied = Date.parse("2026-11-28T10:00:00Z");
const application = { id: 7, email: "chiamaka@example.com" };

function tokenOf(link: string): string {
  return new URL(link).searchParams.get("token") ?? "";
}

test("the status link carries only its sealed token, which names the application and its address", () => {
  const link = applicationStatusLink("https://enugutechhub.ng", sealer, application, applied);
  expect(link).toMatch(/^https:\/\/enugutechhub\.ng\/api\/application-status\?token=[\w-]+$/);
  expect(link).not.toContain("chiamaka");
  expect(sealer.open(tokenOf(link), "application-status", applied)).toMatchObject({
    application: 7,
    email: "chiamaka@example.com",
  });
});

test("a status token works for a year after applying, and not a moment after", () => {
  const token = tokenOf(
    applicationStatusLink("https://enugutechhub.ng", sealer, application, applied),
  );
  const lastMoment = applied + applicationStatusLinkDays * 86_400_000;
  expect(sealer.open(token, "application-status", lastMoment - 1000)).not.toBeNull();
  expect(sealer.open(token, "application-status", lastMoment + 1000)).toBeNull();
});

test("a tampered status token, or another secret's, opens nothing", () => {
  const token = tokenOf(
    applicationStatusLink("https://enugutechhub.ng", sealer, application, applied),
  );
  const middle = Math.floor(token.length / 2);
  const flipped = `${token.slice(0, middle)}${token[middle] === "A" ? "B" : "A"}${token.slice(middle + 1)}`;
  expect(sealer.open(flipped, "application-status", applied)).toBeNull();
  expect(sealer.open(token.slice(0, -2), "application-status", applied)).toBeNull();
  const other = linkSealer("another-secret-of-at-least-32-characters");
  expect(other.open(token, "application-status", applied)).toBeNull();
});

test("a status token is no other link's token, and no other link's token is a status token", () => {
  const status = tokenOf(
    applicationStatusLink("https://enugutechhub.ng", sealer, application, applied),
  );
  expect(sealer.open(status, "invoice", applied)).toBeNull();
  expect(sealer.open(status, "unsubscribe", applied)).toBeNull();
  const invoice = sealer.seal({
    purpose: "invoice",
    email: application.email,
    invoice: 7,
    expires: Math.floor(applied / 1000) + 86_400,
  });
  expect(sealer.open(invoice, "application-status", applied)).toBeNull();
});
