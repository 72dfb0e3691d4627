import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import {
  readApplicationFormCopy,
  readHiringRequestFormCopy,
} from "#schemas/content/talent.server.ts";
import { resumeMaxBytes } from "#schemas/form-rules.ts";
import { talentActionPath } from "#schemas/talent-forms.ts";
import { mswServer } from "#tests/setup/msw.ts";
import { ApplicationForm, HiringRequestForm } from "./talent-lead-form.tsx";

const applicationFormCopy = readApplicationFormCopy();
const hiringRequestFormCopy = readHiringRequestFormCopy();

const labels = {
  application: Object.fromEntries(
    Object.entries(applicationFormCopy.fields).map(([field, copy]) => [field, copy.label]),
  ),
  hire: Object.fromEntries(
    Object.entries(hiringRequestFormCopy.fields).map(([field, copy]) => [field, copy.label]),
  ),
};

function renderApplication() {
  render(
    <>
      <ApplicationForm copy={applicationFormCopy} />
      <Toaster durationMs={4_000} />
    </>,
    { wrapper: MemoryRouter },
  );
  return userEvent.setup();
}

function renderHiring() {
  render(
    <>
      <HiringRequestForm copy={hiringRequestFormCopy} />
      <Toaster durationMs={4_000} />
    </>,
    { wrapper: MemoryRouter },
  );
  return userEvent.setup();
}

/** The message shown under a field, found through the field's aria-describedby. */
function messageOf(label: string): string | null {
  const control = screen.getByLabelText(label);
  const ids = (control.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  const error = ids
    .map((id) => document.getElementById(id))
    .find((node) => node?.id.endsWith("-error"));
  return error?.textContent ?? null;
}

const pdf = (name = "cv.pdf", type = "application/pdf") => new File(["%PDF-1.7"], name, { type });

async function fillApplication(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(labels.application.firstname as string), "Ada");
  await user.type(screen.getByLabelText(labels.application.lastname as string), "Okafor");
  await user.type(screen.getByLabelText(labels.application.email as string), "ada@example.com");
  await user.type(screen.getByLabelText(labels.application.phoneNumber as string), "0803 123 4567");
  await user.selectOptions(
    screen.getByLabelText(labels.application.stack as string),
    applicationFormCopy.fields.stack.choices?.[0] as string,
  );
  await user.selectOptions(
    screen.getByLabelText(labels.application.skillRequirement as string),
    applicationFormCopy.fields.skillRequirement.choices?.[0] as string,
  );
  await user.upload(screen.getByLabelText(labels.application.resume as string), pdf());
}

test("sending an empty application names every field with SPEC §5's messages, typo corrected", async () => {
  const user = renderApplication();
  await user.click(screen.getByRole("button", { name: applicationFormCopy.submitLabel }));
  expect(Object.values(labels.application).map((label) => messageOf(label as string))).toEqual([
    "First Name field is required",
    "Last Name field is required",
    "Email field is required",
    "Phone number is a required field",
    "Stack field is required",
    "Skill requirement field is required",
    "You need to provide a file",
  ]);
  expect(screen.getByLabelText(labels.application.firstname as string)).toHaveFocus();
});

test("messages follow what the visitor types once a field has been left", async () => {
  const user = renderApplication();
  const email = screen.getByLabelText(labels.application.email as string);
  await user.type(email, "ada@");
  expect(messageOf(labels.application.email as string)).toBeNull();
  await user.tab();
  expect(messageOf(labels.application.email as string)).toBe("Please enter a valid email");
  await user.type(email, "example.com");
  expect(messageOf(labels.application.email as string)).toBeNull();
  const phone = screen.getByLabelText(labels.application.phoneNumber as string);
  await user.type(phone, "12-34");
  await user.tab();
  expect(messageOf(labels.application.phoneNumber as string)).toBe("Phone number is not valid");
});

test("the résumé is checked when chosen: a PDF of at most 25 MB", async () => {
  const user = userEvent.setup({ applyAccept: false });
  render(<ApplicationForm copy={applicationFormCopy} />, { wrapper: MemoryRouter });
  const input = screen.getByLabelText(labels.application.resume as string);
  await user.upload(input, pdf("photo.png", "image/png"));
  expect(messageOf(labels.application.resume as string)).toBe(
    "Unsupported Format:- Upload a PDF file",
  );
  const large = pdf();
  Object.defineProperty(large, "size", { value: resumeMaxBytes + 1 });
  await user.upload(input, large);
  expect(messageOf(labels.application.resume as string)).toBe("File too large");
  await user.upload(input, pdf());
  expect(messageOf(labels.application.resume as string)).toBeNull();
});

test("a refused send shows the service's messages and keeps everything typed", async () => {
  mswServer.use(
    http.post(`*${talentActionPath("application")}`, () =>
      HttpResponse.json(
        { error: "Bad Request", fields: { resume: "Unsupported Format:- Upload a PDF file" } },
        { status: 400 },
      ),
    ),
  );
  const user = renderApplication();
  await fillApplication(user);
  await user.click(screen.getByRole("button", { name: applicationFormCopy.submitLabel }));
  expect(await screen.findByText(applicationFormCopy.errorMessage)).toBeInTheDocument();
  expect(messageOf(labels.application.resume as string)).toBe(
    "Unsupported Format:- Upload a PDF file",
  );
  expect(screen.getByLabelText(labels.application.firstname as string)).toHaveValue("Ada");
  expect(screen.getByLabelText(labels.application.email as string)).toHaveValue("ada@example.com");
});

test("a stored application posts multipart with the résumé last and says what happens next", async () => {
  let fields: string[] = [];
  mswServer.use(
    http.post(`*${talentActionPath("application")}`, async ({ request }) => {
      expect(request.headers.get("accept")).toBe("application/json");
      fields = [...(await request.formData()).keys()];
      return HttpResponse.json({ status: "ok" }, { status: 201 });
    }),
  );
  const user = renderApplication();
  await fillApplication(user);
  await user.click(screen.getByRole("button", { name: applicationFormCopy.submitLabel }));
  expect(
    await screen.findByRole("heading", { name: applicationFormCopy.sent.heading }),
  ).toBeInTheDocument();
  expect(fields.at(-1)).toBe("resume");
  expect(fields).toContain("firstname");
});

test("sending an empty hiring request names every field with SPEC §5's messages", async () => {
  const user = renderHiring();
  await user.click(screen.getByRole("button", { name: hiringRequestFormCopy.submitLabel }));
  expect(
    Object.fromEntries(
      Object.entries(labels.hire).map(([field, label]) => [field, messageOf(label as string)]),
    ),
  ).toEqual({
    firstname: "First Name field is required",
    lastname: "Last Name field is required",
    email: "Email field is required",
    phoneNumber: "Phone number is a required field",
    companyName: "Company name is a required field",
    companyWebsite: "Company website is a required field",
    noOfEmployees: "No of employees is a required field",
    role: "role is a required field",
    skillRequirement: "Skill requirement is a required field",
    levelOfCommitment: "Level of commitment is a required field",
    startDate: "startDate is a required field",
  });
});

test("the number of employees takes digits only and the website must be a web address", async () => {
  const user = renderHiring();
  await user.type(screen.getByLabelText(labels.hire.noOfEmployees as string), "12a");
  await user.type(screen.getByLabelText(labels.hire.companyWebsite as string), "acme");
  await user.tab();
  expect(messageOf(labels.hire.noOfEmployees as string)).toBe("Numbers only");
  expect(messageOf(labels.hire.companyWebsite as string)).toBe(
    "companyWebsite must be a valid URL",
  );
});
