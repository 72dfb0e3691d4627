import { expect, test } from "vitest";
import { applicationFormSchema } from "./application-form.ts";
import { companyHiringRequestSchema } from "./company-hiring-request.ts";
import { contactFormSchema } from "./contact-form.ts";
import { nameField } from "./fields.ts";
import { isCalendarDate, phonePattern, requiredMessage, resumeMaxBytes } from "./form-rules.ts";

function messages(
  schema: {
    safeParse: (value: unknown) => {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
  );
}

const pdf = { name: "cv.pdf", size: 1_000, type: "application/pdf" };
const application = {
  firstname: "Ada",
  lastname: "Obi",
  email: "ada@example.com",
  phoneNumber: "+234 (803) 555-1234",
  stack: "Frontend",
  skillRequirement: "React",
  resume: pdf,
};

test("a complete application is valid", () => {
  expect(applicationFormSchema.safeParse(application).success).toBe(true);
});

test("an empty application names every field with SPEC §5's messages (typo corrected)", () => {
  expect(
    messages(applicationFormSchema, {
      firstname: "",
      lastname: " ",
      email: "",
      phoneNumber: "",
      stack: "",
      skillRequirement: "",
    }),
  ).toEqual({
    firstname: "First Name field is required",
    lastname: "Last Name field is required",
    email: "Email field is required",
    phoneNumber: "Phone number is a required field",
    stack: "Stack field is required",
    skillRequirement: "Skill requirement field is required",
    resume: "You need to provide a file",
  });
});

test("a malformed email and phone get their own messages", () => {
  expect(
    messages(applicationFormSchema, { ...application, email: "ada@", phoneNumber: "12-34" }),
  ).toEqual({
    email: "Please enter a valid email",
    phoneNumber: "Phone number is not valid",
  });
});

test.each(["8035551234", "803-555-1234", "(803) 555 1234", "+234 803 555 1234", "+1.803.555.1234"])(
  "%s is a valid phone number",
  (phone) => {
    expect(phonePattern.test(phone)).toBe(true);
  },
);

test("a resume must be a PDF of at most 25 MB", () => {
  expect(
    messages(applicationFormSchema, {
      ...application,
      resume: { ...pdf, size: resumeMaxBytes + 1 },
    }),
  ).toEqual({ resume: "File too large" });
  expect(
    messages(applicationFormSchema, { ...application, resume: { ...pdf, size: resumeMaxBytes } }),
  ).toEqual({});
  expect(
    messages(applicationFormSchema, {
      ...application,
      resume: { ...pdf, name: "cv.docx", type: "application/msword" },
    }),
  ).toEqual({
    resume: "Unsupported Format:- Upload a PDF file",
  });
});

test("the contact schema requires a message", () => {
  expect(
    messages(contactFormSchema, {
      firstname: "Ada",
      lastname: "Obi",
      email: "ada@example.com",
      phoneNumber: "8035551234",
      message: "",
    }),
  ).toEqual({
    message: "Message field is required",
  });
});

test("the company schema's messages, 'a required field' typo corrected", () => {
  expect(messages(companyHiringRequestSchema, {})).toEqual({
    firstname: "First Name field is required",
    lastname: "Last Name field is required",
    email: "Email field is required",
    noOfEmployees: "No of employees is a required field",
    role: "role is a required field",
    levelOfCommitment: "Level of commitment is a required field",
    startDate: "startDate is a required field",
    skillRequirement: "Skill requirement is a required field",
    companyName: "Company name is a required field",
    phoneNumber: "Phone number is a required field",
    companyWebsite: "Company website is a required field",
  });
});

test("company: digits only for employees, a real URL and a real date", () => {
  const company = {
    firstname: "Ada",
    lastname: "Obi",
    email: "ada@example.com",
    noOfEmployees: "12",
    role: "Engineer",
    levelOfCommitment: "Full time",
    startDate: "2026-12-01",
    skillRequirement: "React",
    companyName: "Acme",
    phoneNumber: "8035551234",
    companyWebsite: "https://acme.example",
  };
  expect(messages(companyHiringRequestSchema, company)).toEqual({});
  expect(
    messages(companyHiringRequestSchema, {
      ...company,
      noOfEmployees: "12a",
      companyWebsite: "acme",
      startDate: "soon",
    }),
  ).toEqual({
    noOfEmployees: "Numbers only",
    companyWebsite: "companyWebsite must be a valid URL",
    startDate: "startDate must be a valid date",
  });
});

test("the default message reads '{path} is a required field'", () => {
  expect(requiredMessage("role")).toBe("role is a required field");
});

test.each([
  "12-34",
  "803555123",
  "803 555 12345",
  "phone",
  "+234 803 555 1234 ext 5",
  "8035551234a",
])("%s is not a valid phone number", (phone) => {
  expect(phonePattern.test(phone)).toBe(false);
});

test("a missing, null or empty resume needs a file", () => {
  for (const resume of [undefined, null, "cv.pdf", { ...pdf, size: 0 }]) {
    expect(messages(applicationFormSchema, { ...application, resume })).toEqual({
      resume: "You need to provide a file",
    });
  }
});

test("a browser File passes through unchanged, and a PDF with no media type is judged by its name", () => {
  const file = new File(["%PDF-1.7"], "cv.pdf", { type: "application/pdf" });
  const parsed = applicationFormSchema.parse({ ...application, resume: file });
  expect(parsed.resume).toBe(file);
  expect(messages(applicationFormSchema, { ...application, resume: { ...pdf, type: "" } })).toEqual(
    {},
  );
  expect(
    messages(applicationFormSchema, {
      ...application,
      resume: { name: "cv.png", size: 10, type: "" },
    }),
  ).toEqual({ resume: "Unsupported Format:- Upload a PDF file" });
});

test("every contact field is required with its own message", () => {
  expect(messages(contactFormSchema, {})).toEqual({
    firstname: "First Name field is required",
    lastname: "Last Name field is required",
    email: "Email field is required",
    phoneNumber: "Phone number is a required field",
    message: "Message field is required",
  });
});

test("only calendar dates pass, and only web addresses are company websites", () => {
  expect(isCalendarDate("2026-12-01")).toBe(true);
  expect(isCalendarDate("2028-02-29")).toBe(true);
  expect(isCalendarDate("2026-02-30")).toBe(false);
  expect(isCalendarDate("2026-13-01")).toBe(false);
  expect(isCalendarDate("01/12/2026")).toBe(false);
  const company = {
    firstname: "Ada",
    lastname: "Obi",
    email: "ada@example.com",
    noOfEmployees: "3",
    role: "Engineer",
    levelOfCommitment: "Part time",
    startDate: "2026-02-30",
    skillRequirement: "Go",
    companyName: "Acme",
    phoneNumber: "8035551234",
    companyWebsite: "javascript:alert(1)",
  };
  expect(messages(companyHiringRequestSchema, company)).toEqual({
    startDate: "startDate must be a valid date",
    companyWebsite: "companyWebsite must be a valid URL",
  });
  expect(
    messages(companyHiringRequestSchema, {
      ...company,
      startDate: "2026-03-02",
      companyWebsite: "http://acme.ng/careers",
    }),
  ).toEqual({});
});

test("employee counts are whole numbers typed as digits", () => {
  for (const noOfEmployees of ["-3", "1.5", "1e3", " "]) {
    const expected =
      noOfEmployees.trim() === "" ? "No of employees is a required field" : "Numbers only";
    expect(
      messages(companyHiringRequestSchema, { noOfEmployees }).noOfEmployees,
      noOfEmployees,
    ).toBe(expected);
  }
});

test("a name of invisible characters, or holding one, is refused (U+200B, U+2060, U+3164, U+FEFF, tag characters)", () => {
  for (const name of ["\u200b", "\u2060\u2060", "\u3164", "\ufeff", "\u{e0041}", "Ada\u200bObi"]) {
    expect(nameField.safeParse(name).success, JSON.stringify(name)).toBe(false);
  }
  expect(nameField.safeParse(" Ọkafọ Nwankwọ ").data).toBe("Ọkafọ Nwankwọ");
});
