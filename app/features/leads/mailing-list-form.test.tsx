import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { readLeadForms } from "#content-model/site/lead-forms.server.ts";
import { mswServer } from "#tests/setup/msw.ts";
import { renderPrerendered } from "#tests/support/prerendered.tsx";
import { MailingListForm } from "./mailing-list-form.tsx";

const leadForms = readLeadForms();

function renderForm() {
  render(
    <>
      <MailingListForm copy={leadForms.mailingList} />
      <Toaster durationMs={4_000} />
    </>,
    { wrapper: MemoryRouter },
  );
  return screen.getByRole("textbox", { name: "Email address" });
}

test("a signup posts the SPEC body, toasts success and clears the field", async () => {
  let body: unknown;
  mswServer.use(
    http.post("*/api/mailing-list", async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ status: "ok" }, { status: 201 });
    }),
  );
  const user = userEvent.setup();
  const input = renderForm();
  await user.type(input, "ada@example.com");
  await user.click(screen.getByRole("button", { name: "Subscribe" }));
  expect(await screen.findByText("You have joined our mailing list!")).toBeInTheDocument();
  expect(body).toEqual({ json: { email: "ada@example.com", sheet: "Mailing List" } });
  expect(input).toHaveValue("");
});

test.each([
  ["a 400", () => new HttpResponse(null, { status: 400 })],
  ["a 500", () => new HttpResponse(null, { status: 500 })],
  ["a network failure", () => HttpResponse.error()],
])("%s shows the error toast and keeps the email", async (_name, answer) => {
  mswServer.use(http.post("*/api/mailing-list", answer));
  const user = userEvent.setup();
  const input = renderForm();
  await user.type(input, "ada@example.com");
  await user.click(screen.getByRole("button", { name: "Subscribe" }));
  expect(await screen.findByText("Something went wrong!!!")).toBeInTheDocument();
  expect(input).toHaveValue("ada@example.com");
});

test("the button reads Loading... and is disabled while sending", async () => {
  let release: () => void = () => undefined;
  mswServer.use(
    http.post("*/api/mailing-list", async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return HttpResponse.json({});
    }),
  );
  const user = userEvent.setup();
  const input = renderForm();
  await user.type(input, "ada@example.com");
  await user.click(screen.getByRole("button", { name: "Subscribe" }));
  expect(await screen.findByRole("button", { name: "Loading..." })).toBeDisabled();
  release();
  expect(await screen.findByRole("button", { name: "Subscribe" })).toBeEnabled();
});

test("an empty or malformed email is stopped by the browser's validation", async () => {
  const input = renderForm();
  expect(input).toBeRequired();
  expect(input).toHaveAttribute("type", "email");
});

test("an address typed before the script arrived is kept through hydration and a failed send, and is what is sent", async () => {
  let body: unknown;
  mswServer.use(
    http.post("*/api/mailing-list", async ({ request }) => {
      body = await request.json();
      return new HttpResponse(null, { status: 503 });
    }),
  );
  const page = renderPrerendered(
    <MemoryRouter>
      <MailingListForm copy={leadForms.mailingList} />
      <Toaster durationMs={4_000} />
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  const input = screen.getByRole("textbox", { name: "Email address" });
  await user.type(input, "ada@example.com");
  // The visitor moved on (React replays a change only into the field that has focus).
  await user.tab();
  await page.hydrate();
  await user.click(screen.getByRole("button", { name: "Subscribe" }));
  expect(await screen.findByText("Something went wrong!!!")).toBeInTheDocument();
  expect(body).toEqual({ json: { email: "ada@example.com", sheet: "Mailing List" } });
  expect(input).toHaveValue("ada@example.com");
});
