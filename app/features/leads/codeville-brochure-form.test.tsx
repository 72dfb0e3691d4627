import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { MemoryRouter } from "react-router";
import { expect, test, vi } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { readBrochureForm } from "#content-model/codeville/brochure.server.ts";
import { emailProviderDefaults } from "#schemas/browser-endpoints.ts";
import { mswServer } from "#tests/setup/msw.ts";
import { renderPrerendered } from "#tests/support/prerendered.tsx";
import { BrochureForm } from "./codeville-brochure-form.tsx";

const brochureForm = readBrochureForm();

function renderForm(onSent = vi.fn()) {
  render(
    <>
      <BrochureForm copy={brochureForm} onSent={onSent} />
      <Toaster durationMs={4_000} />
    </>,
    { wrapper: MemoryRouter },
  );
  return { input: screen.getByLabelText(brochureForm.emailLabel), onSent };
}

const submit = () => screen.getByRole("button", { name: brochureForm.submitLabel });

test("a trimmed address posts SPEC §7.2's body, toasts Email sent successfully and closes", async () => {
  let body: unknown;
  mswServer.use(
    http.post("*/api/v1.0/email/send", async ({ request }) => {
      body = await request.json();
      return new HttpResponse("OK", { status: 200 });
    }),
  );
  const user = userEvent.setup();
  const { input, onSent } = renderForm();
  await user.type(input, "  ada@example.com  ");
  await user.click(submit());
  expect(await screen.findByText("Email sent successfully")).toBeInTheDocument();
  expect(body).toEqual({
    lib_version: expect.any(String),
    user_id: emailProviderDefaults.VITE_EMAIL_PUBLIC_KEY,
    service_id: emailProviderDefaults.VITE_EMAIL_SERVICE_ID,
    template_id: emailProviderDefaults.VITE_EMAIL_TEMPLATE_ID,
    template_params: { email_subject: "Codeville Brochure Request", to_email: "ada@example.com" },
  });
  expect(onSent).toHaveBeenCalledOnce();
});

test("an empty email warns Email is required and sends nothing", async () => {
  const user = userEvent.setup();
  const { input, onSent } = renderForm();
  await user.type(input, "   ");
  await user.click(submit());
  expect(await screen.findByText("Email is required")).toBeInTheDocument();
  expect(onSent).not.toHaveBeenCalled();
  expect(submit()).toBeEnabled();
});

test.each([
  ["a 400", () => new HttpResponse("Bad Request", { status: 400 })],
  ["a 429", () => new HttpResponse("Too Many Requests", { status: 429 })],
  ["a network failure", () => HttpResponse.error()],
])("%s toasts Error sending email and keeps the dialog open", async (_name, answer) => {
  mswServer.use(http.post("*/api/v1.0/email/send", answer));
  const user = userEvent.setup();
  const { input, onSent } = renderForm();
  await user.type(input, "ada@example.com");
  await user.click(submit());
  expect(await screen.findByText("Error sending email")).toBeInTheDocument();
  expect(onSent).not.toHaveBeenCalled();
  expect(input).toHaveValue("ada@example.com");
});

test("while sending the input is disabled and a spinner shows", async () => {
  let release: () => void = () => undefined;
  mswServer.use(
    http.post("*/api/v1.0/email/send", async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return new HttpResponse("OK");
    }),
  );
  const user = userEvent.setup();
  const { input } = renderForm();
  await user.type(input, "ada@example.com");
  await user.click(submit());
  expect(await screen.findByTestId("brochure-spinner")).toBeInTheDocument();
  expect(input).toBeDisabled();
  expect(screen.getByRole("button", { name: brochureForm.sendingLabel })).toBeDisabled();
  release();
  expect(await screen.findByRole("button", { name: brochureForm.submitLabel })).toBeEnabled();
});

test("without JavaScript the form posts email and honeypot to the lead service", () => {
  renderForm();
  const form = screen.getByRole("form", { name: brochureForm.title });
  expect(form).toHaveAttribute("method", "post");
  expect(form).toHaveAttribute("action", "/api/forms/brochure");
  expect(screen.getByLabelText(brochureForm.emailLabel)).toHaveAttribute("name", "email");
});

test("an address typed before the script arrived is kept through hydration and a failed send, and is what is sent", async () => {
  let body: { template_params?: { to_email?: string } } = {};
  mswServer.use(
    http.post("*/api/v1.0/email/send", async ({ request }) => {
      body = (await request.json()) as typeof body;
      return new HttpResponse("busy", { status: 503 });
    }),
  );
  const page = renderPrerendered(
    <MemoryRouter>
      <BrochureForm copy={brochureForm} />
      <Toaster durationMs={4_000} />
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  const input = screen.getByLabelText(brochureForm.emailLabel);
  await user.type(input, "ada@example.com");
  await user.tab();
  await page.hydrate();
  await user.click(submit());
  expect(await screen.findByText("Error sending email")).toBeInTheDocument();
  expect(body.template_params?.to_email).toBe("ada@example.com");
  expect(input).toHaveValue("ada@example.com");
});
