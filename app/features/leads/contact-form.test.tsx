import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { readLeadForms } from "#content-model/site/lead-forms.server.ts";
import { mswServer } from "#tests/setup/msw.ts";
import { renderPrerendered } from "#tests/support/prerendered.tsx";
import { ContactForm } from "./contact-form.tsx";

const leadForms = readLeadForms();

const values = {
  name: "Ada Okafor",
  email: "ada@example.com",
  phone: "+234 803 123 4567",
  message: "Hello",
};

async function fillAndSend() {
  const user = userEvent.setup();
  render(
    <>
      <ContactForm copy={leadForms.contact} />
      <Toaster durationMs={4_000} />
    </>,
    { wrapper: MemoryRouter },
  );
  await user.type(screen.getByLabelText("Full name"), values.name);
  await user.type(screen.getByLabelText("Email address"), values.email);
  await user.type(screen.getByLabelText("Phone number"), values.phone);
  await user.type(screen.getByLabelText("Message"), values.message);
  await user.click(screen.getByRole("button", { name: "Send message" }));
}

test("every field is required, names its autofill token, and the phone is a telephone input", () => {
  render(<ContactForm copy={leadForms.contact} />, { wrapper: MemoryRouter });
  for (const label of ["Full name", "Email address", "Phone number", "Message"]) {
    expect(screen.getByLabelText(label)).toBeRequired();
  }
  const phone = screen.getByLabelText("Phone number");
  expect(phone).toHaveAttribute("type", "tel");
  expect(phone).toHaveAttribute("inputmode", "tel");
  expect(phone).toHaveAttribute("autocomplete", "tel");
  expect(screen.getByLabelText("Full name")).toHaveAttribute("autocomplete", "name");
  expect(screen.getByLabelText("Email address")).toHaveAttribute("autocomplete", "email");
  expect(screen.getByLabelText("Email address")).toHaveAttribute("type", "email");
});

test("a message posts the SPEC body, toasts Response taken! and clears the form", async () => {
  let body: unknown;
  mswServer.use(
    http.post("*/api/contact", async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ status: "ok" }, { status: 201 });
    }),
  );
  await fillAndSend();
  expect(await screen.findByText("Response taken!")).toBeInTheDocument();
  expect(body).toEqual({ json: values });
  expect(screen.getByLabelText("Full name")).toHaveValue("");
  expect(screen.getByLabelText("Message")).toHaveValue("");
});

test.each([
  ["a 400", () => new HttpResponse(null, { status: 400 })],
  ["a 503", () => new HttpResponse(null, { status: 503 })],
  ["a network failure", () => HttpResponse.error()],
])("%s shows the error toast and keeps every field", async (_name, answer) => {
  mswServer.use(http.post("*/api/contact", answer));
  await fillAndSend();
  expect(await screen.findByText("Something went wrong!!!")).toBeInTheDocument();
  expect(screen.getByLabelText("Full name")).toHaveValue(values.name);
  expect(screen.getByLabelText("Email address")).toHaveValue(values.email);
  expect(screen.getByLabelText("Phone number")).toHaveValue(values.phone);
  expect(screen.getByLabelText("Message")).toHaveValue(values.message);
});

test("without JavaScript the form posts to the lead service, never as a GET, and links the privacy notice", () => {
  render(<ContactForm copy={leadForms.contact} />, { wrapper: MemoryRouter });
  const form = screen.getByRole("form", { name: leadForms.contact.heading });
  expect(form).toHaveAttribute("method", "post");
  expect(form).toHaveAttribute("action", "/api/forms/contact");
  expect(
    screen.getByRole("link", { name: leadForms.contact.privacyNote.linkLabel }),
  ).toHaveAttribute("href", "/privacy");
});

test("what a visitor typed before the script arrived is kept through hydration, a failed send and its re-render, and is what is sent", async () => {
  let body: unknown;
  mswServer.use(
    http.post("*/api/contact", async ({ request }) => {
      body = await request.json();
      return new HttpResponse(null, { status: 503 });
    }),
  );
  const page = renderPrerendered(
    <MemoryRouter>
      <ContactForm copy={leadForms.contact} />
      <Toaster durationMs={4_000} />
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Full name"), values.name);
  await user.type(screen.getByLabelText("Email address"), values.email);
  await user.type(screen.getByLabelText("Phone number"), values.phone);
  await page.hydrate();
  await user.type(screen.getByLabelText("Message"), values.message);
  await user.click(screen.getByRole("button", { name: "Send message" }));
  expect(await screen.findByText("Something went wrong!!!")).toBeInTheDocument();
  expect(body).toEqual({ json: values });
  expect(screen.getByLabelText("Full name")).toHaveValue(values.name);
  expect(screen.getByLabelText("Email address")).toHaveValue(values.email);
  expect(screen.getByLabelText("Phone number")).toHaveValue(values.phone);
  expect(screen.getByLabelText("Message")).toHaveValue(values.message);
});
