import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { MemoryRouter, useLocation } from "react-router";
import { expect, test } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { readApplyPage } from "#content-model/site/admission-pages.server.ts";
import { admissionMessages } from "#schemas/admission-answers.ts";
import { admissionActionPath, admissionFailedPath } from "#schemas/admission-posts.ts";
import { mswServer } from "#tests/setup/msw.ts";
import { renderPrerendered } from "#tests/support/prerendered.tsx";
import { AdmissionForm } from "./admission-form.tsx";

const call = "sparks-2024";
const page = readApplyPage(call);
if (!page) throw new Error("the default content has a Sparks call on the hub's own form");
const { form, words, today: builtOn, version } = page;
const labelOf = (id: string) => form.questions.find((question) => question.id === id)?.label ?? id;

/** Where the form's script navigated: the path and its fragment. */
function Location() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.hash}`}</output>;
}

function renderSparksForm() {
  return renderPrerendered(
    <MemoryRouter>
      <Location />
      <AdmissionForm
        call={call}
        questions={form.questions}
        words={words}
        failedPath={(reason) => admissionFailedPath(call, reason as "unavailable")}
        builtOn={builtOn}
        version={version}
      />
      <Toaster durationMs={4_000} />
    </MemoryRouter>,
  );
}

/** The message under a question, found through its control's aria-describedby. */
function messageOf(control: HTMLElement): string | null {
  const ids = (control.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  return (
    ids.map((id) => document.getElementById(id)).find((node) => node?.id.endsWith("-error"))
      ?.textContent ?? null
  );
}

test("answers typed and chosen before the script arrived are kept through hydration and sent whole", async () => {
  let sent: FormData | undefined;
  mswServer.use(
    http.post(`*${admissionActionPath(call)}`, async ({ request }) => {
      sent = await request.formData();
      return HttpResponse.json({ status: "ok" }, { status: 201 });
    }),
  );
  const rendered = renderSparksForm();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(labelOf("full-name"), { exact: false }), "Chiamaka Eze");
  await user.type(
    screen.getByLabelText(labelOf("email"), { exact: false }),
    "chiamaka@example.com",
  );
  await user.click(screen.getByLabelText("Product design"));
  await rendered.hydrate();
  await user.type(screen.getByLabelText(labelOf("phone"), { exact: false }), "0803 123 4567");
  await user.type(screen.getByLabelText(labelOf("date-of-birth"), { exact: false }), "2001-04-12");
  await user.type(screen.getByLabelText(labelOf("city"), { exact: false }), "Enugu");
  await user.type(screen.getByLabelText(labelOf("hours-per-week"), { exact: false }), "12");
  await user.click(
    screen
      .getByRole("group", { name: labelOf("own-laptop") })
      .querySelector("input") as HTMLElement,
  );
  await user.type(screen.getByLabelText(labelOf("why-sparks"), { exact: false }), "To design.");
  await user.click(screen.getByRole("button", { name: words.submitLabel }));
  await expect.poll(() => sent?.get("full-name")).toBe("Chiamaka Eze");
  expect(sent?.get("email")).toBe("chiamaka@example.com");
  expect(sent?.get("learning-path")).toBe("Product design");
  expect(sent?.get("own-laptop")).toBe("yes");
});

test("a wrong answer shows its rule's message under its question, tied to it, before anything is sent", async () => {
  const rendered = renderSparksForm();
  await rendered.hydrate();
  const user = userEvent.setup();
  const hours = screen.getByLabelText(labelOf("hours-per-week"), { exact: false });
  await user.type(hours, "twelve");
  await user.tab();
  expect(messageOf(hours)).toBe(admissionMessages.number);
  expect(hours).toHaveAttribute("aria-invalid", "true");
  await user.click(screen.getByRole("button", { name: words.submitLabel }));
  const name = screen.getByLabelText(labelOf("full-name"), { exact: false });
  expect(messageOf(name)).toBe(admissionMessages.required);
  expect(await screen.findByText(words.errorMessage)).toBeInTheDocument();
});

test("a 409, a call that closed while the form was open, lands on the failed page's closed reason", async () => {
  mswServer.use(
    http.post(`*${admissionActionPath(call)}`, () =>
      HttpResponse.json(
        { error: "Refused", message: "Applications to this call are closed" },
        { status: 409 },
      ),
    ),
  );
  const rendered = renderSparksForm();
  await rendered.hydrate();
  const user = userEvent.setup();
  const answers: [string, string][] = [
    ["full-name", "Chiamaka Eze"],
    ["email", "chiamaka@example.com"],
    ["phone", "0803 123 4567"],
    ["date-of-birth", "2001-04-12"],
    ["city", "Enugu"],
    ["hours-per-week", "12"],
    ["why-sparks", "To design."],
  ];
  for (const [id, value] of answers) {
    await user.type(screen.getByLabelText(labelOf(id), { exact: false }), value);
  }
  await user.click(screen.getByLabelText("Product design"));
  await user.click(
    screen
      .getByRole("group", { name: labelOf("own-laptop") })
      .querySelector("input") as HTMLElement,
  );
  await user.click(screen.getByRole("button", { name: words.submitLabel }));
  await expect
    .poll(() => screen.getByRole("status", { name: "location" }).textContent)
    .toBe(admissionFailedPath(call, "closed"));
});
