import { expect, test } from "vitest";
import { contactFormSchema } from "./contact-form.ts";
import { contactMessageSchema } from "./contact-message.ts";

const contactForm = {
  firstname: "Ada",
  lastname: "Obi",
  email: "ada@example.com",
  message: "Hello",
};
const contactMessage = { name: "Ada Obi", email: "ada@example.com", message: "Hello" };

test.each([
  ["08031234567", "08031234567"],
  ["0803 123 4567", "08031234567"],
  ["+234 803 123 4567", "+2348031234567"],
  ["+2348031234567", "+2348031234567"],
  ["(0803) 123-4567", "08031234567"],
  ["+234 (803) 555-1234", "+2348035551234"],
])("%s passes the SPEC §5 schema and the lead service, stored as %s", (typed, stored) => {
  expect(contactFormSchema.safeParse({ ...contactForm, phoneNumber: typed }).success).toBe(true);
  const parsed = contactMessageSchema.safeParse({ ...contactMessage, phone: typed });
  expect(parsed.data?.phone).toBe(stored);
});

test.each(["1234567", "0803 123 456", "803 555 12345", "+234 803 123 4567 ext 5", "0803-CALL-NOW"])(
  "%s is refused by both with their own message",
  (typed) => {
    expect(
      contactFormSchema.safeParse({ ...contactForm, phoneNumber: typed }).error?.issues,
    ).toEqual([
      expect.objectContaining({ path: ["phoneNumber"], message: "Phone number is not valid" }),
    ]);
    expect(
      contactMessageSchema.safeParse({ ...contactMessage, phone: typed }).error?.issues,
    ).toEqual([expect.objectContaining({ path: ["phone"], message: "Phone number is not valid" })]);
  },
);

test("a number typed into SPEC §5's numeric input is taken as its digits", () => {
  expect(contactMessageSchema.parse({ ...contactMessage, phone: 8031234567 }).phone).toBe(
    "8031234567",
  );
});
