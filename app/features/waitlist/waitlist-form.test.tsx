import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { readWaitlistPage } from "#content-model/site/waitlist-pages.server.ts";
import { WaitlistForm } from "./waitlist-form.tsx";

const page = readWaitlistPage("kids-code-camp");
if (!page) throw new Error("the default content has a Kids Code Camp waitlist");

test("an empty waitlist field shows no example text that could pass for an answer; its hint sits under it", () => {
  const { container } = render(<WaitlistForm programme={page.programme} kids words={page.words} />);
  expect(container.querySelectorAll("[placeholder]")).toHaveLength(0);
  const email = screen.getByLabelText(page.words.kidsFields.email.label);
  expect(email).toHaveAccessibleDescription(page.words.kidsFields.email.hint ?? "");
  const age = screen.getByLabelText(page.words.kidsFields.childAge.label);
  expect(age).toHaveAccessibleDescription(page.words.kidsFields.childAge.hint ?? "");
});
