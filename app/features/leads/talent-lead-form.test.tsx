import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import {
  readApplicationFormCopy,
  readHiringRequestFormCopy,
} from "#content-model/hub/talent.server.ts";
import { resumeMaxBytes } from "#schemas/form-rules.ts";
import { talentActionPath } from "#schemas/talent-forms.ts";
import { mswServer } from "#tests/setup/msw.ts";
import { renderPrerendered } from "#tests/support/prerendered.tsx";
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

test("an application typed, chosen and attached before the script arrived is kept through hydration and sent whole", async () => {
  let sent: FormData | undefined;
  mswServer.use(
    http.post(`*${talentActionPath("application")}`, async ({ request }) => {
      sent = await request.formData();
      return HttpResponse.json({ error: "Service Unavailable" }, { status: 503 });
    }),
  );
  const page = renderPrerendered(
    <MemoryRouter>
      <ApplicationForm copy={applicationFormCopy} />
      <Toaster durationMs={4_000} />
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  await fillApplication(user);
  await user.tab();
  await page.hydrate();
  // A re-render after hydration (a field left, then a send) must not put empty values back.
  await user.click(screen.getByLabelText(labels.application.firstname as string));
  await user.tab();
  await user.click(screen.getByRole("button", { name: applicationFormCopy.submitLabel }));
  expect(await screen.findByText(applicationFormCopy.errorMessage)).toBeInTheDocument();
  const typed = {
    firstname: "Ada",
    lastname: "Okafor",
    email: "ada@example.com",
    phoneNumber: "0803 123 4567",
    stack: applicationFormCopy.fields.stack.choices?.[0],
    skillRequirement: applicationFormCopy.fields.skillRequirement.choices?.[0],
  };
  for (const [field, value] of Object.entries(typed)) {
    expect(screen.getByLabelText(labels.application[field] as string)).toHaveValue(value);
    expect(sent?.get(field)).toBe(value);
  }
  const resume = screen.getByLabelText(labels.application.resume as string) as HTMLInputElement;
  expect(resume.files?.[0]?.name).toBe("cv.pdf");
});

test("a hiring request typed and chosen before the script arrived is kept through hydration and sent whole", async () => {
  let sent: FormData | undefined;
  mswServer.use(
    http.post(`*${talentActionPath("hiring-request")}`, async ({ request }) => {
      sent = await request.formData();
      return HttpResponse.json({ error: "Service Unavailable" }, { status: 503 });
    }),
  );
  const page = renderPrerendered(
    <MemoryRouter>
      <HiringRequestForm copy={hiringRequestFormCopy} />
      <Toaster durationMs={4_000} />
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  const typed: Record<string, string> = {
    firstname: "Chidi",
    lastname: "Nwosu",
    email: "chidi@acme.ng",
    phoneNumber: "+234 803 555 1234",
    companyName: "Acme Logistics",
    companyWebsite: "https://acme.ng",
    noOfEmployees: "40",
    role: "Frontend developer",
    startDate: "2027-01-15",
  };
  for (const [field, value] of Object.entries(typed)) {
    await user.type(screen.getByLabelText(labels.hire[field] as string), value);
  }
  const chosen = {
    skillRequirement: hiringRequestFormCopy.fields.skillRequirement.choices?.[1] as string,
    levelOfCommitment: hiringRequestFormCopy.fields.levelOfCommitment.choices?.[0] as string,
  };
  for (const [field, value] of Object.entries(chosen)) {
    await user.selectOptions(screen.getByLabelText(labels.hire[field] as string), value);
  }
  await user.tab();
  await page.hydrate();
  await user.click(screen.getByRole("button", { name: hiringRequestFormCopy.submitLabel }));
  expect(await screen.findByText(hiringRequestFormCopy.errorMessage)).toBeInTheDocument();
  for (const [field, value] of Object.entries({ ...typed, ...chosen })) {
    expect(screen.getByLabelText(labels.hire[field] as string)).toHaveValue(value);
    expect(sent?.get(field)).toBe(value);
  }
});

test("a field filled in wrong before the script arrived shows its message once the script runs", async () => {
  const page = renderPrerendered(
    <MemoryRouter>
      <HiringRequestForm copy={hiringRequestFormCopy} />
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(labels.hire.noOfEmployees as string), "twelve");
  await user.type(screen.getByLabelText(labels.hire.companyWebsite as string), "acme");
  await page.hydrate();
  expect(messageOf(labels.hire.noOfEmployees as string)).toBe("Numbers only");
  // The field being typed in is left alone until the visitor leaves it.
  expect(messageOf(labels.hire.companyWebsite as string)).toBeNull();
  await user.tab();
  expect(messageOf(labels.hire.companyWebsite as string)).toBe(
    "companyWebsite must be a valid URL",
  );
  expect(messageOf(labels.hire.email as string)).toBeNull();
});
