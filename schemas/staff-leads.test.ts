import { expect, test } from "vitest";
import { type LeadRecord, leadFieldText } from "#schemas/staff-leads.ts";

const stored: LeadRecord = {
  id: 1,
  email: "ada@family.example",
  created_at: "2026-01-05T09:00:00.000Z",
  handled_at: null,
  handled_by: null,
  assigned_to: null,
};

test("a lead's field reads one way wherever staff read it: a phone as dialled here, a subscription's state in words, the rest as sent", () => {
  expect(leadFieldText("phone", { ...stored, phone: "+2348031234567" })).toBe("0803 123 4567");
  expect(leadFieldText("status", { ...stored, status: "pending" })).toBe("Not confirmed");
  expect(leadFieldText("email", stored)).toBe("ada@family.example");
  expect(leadFieldText("message", stored)).toBe("");
});
