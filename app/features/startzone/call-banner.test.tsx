import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import type { CallBannerContent } from "#content-model/startzone/pages.ts";
import { CallBanner } from "./call-banner.tsx";

/** A call as the layout passes it; the words are the test's own, not the season's. */
const startupBoostCall: CallBannerContent = {
  label: "Call for applications",
  headline: "Founders Programme 2031 is open",
  applyLabel: "Apply Now",
  applyLink: "https://forms.example/founders-2031",
  applyExternal: true,
  learnMoreLabel: "Learn more",
  closeLabel: "Close the call for applications",
  compactLabel: "Founders Programme 2031: learn more",
  details: {
    title: "Founders Programme, 2031 edition",
    intro: "Twelve weeks with mentors.",
    facts: [
      { label: "What it costs", value: "Nothing at all" },
      { label: "How long", value: "12 weeks" },
      { label: "Applications", value: "Open until 31 March 2031" },
    ],
    closing: "We read every application.",
    moreLabel: "Read about the Founders Programme",
    moreLink: "/startzone/business-incubation/start-up-boost#call-2031",
  },
};

function Banner() {
  return <CallBanner call={startupBoostCall} />;
}

function renderBanner() {
  const Stub = createRoutesStub([{ path: "/startzone", Component: Banner }]);
  return render(<Stub initialEntries={["/startzone"]} />);
}

const banner = () => screen.queryByRole("region", { name: startupBoostCall.label });

test("the open banner announces the call, and Apply Now opens the application form in a new tab", () => {
  renderBanner();
  expect(banner()).toHaveTextContent(startupBoostCall.headline);
  const [apply] = screen.getAllByRole("link", {
    name: new RegExp(`^${startupBoostCall.applyLabel}`),
  });
  expect(apply).toHaveAttribute("href", startupBoostCall.applyLink);
  expect(apply).toHaveAttribute("target", "_blank");
  expect(apply).toHaveAttribute("rel", "noopener noreferrer");
});

test("Learn more opens the call's details in a modal, and the modal closes", async () => {
  const user = userEvent.setup();
  renderBanner();
  await user.click(screen.getByText(startupBoostCall.learnMoreLabel));
  const dialog = await screen.findByRole("dialog", { name: startupBoostCall.details.title });
  for (const fact of startupBoostCall.details.facts) {
    expect(dialog).toHaveTextContent(`${fact.label}${fact.value}`);
  }
  // The details panel of the banner stays shut: the click opened the modal instead.
  expect(screen.getByText(startupBoostCall.learnMoreLabel).closest("details")).not.toHaveAttribute(
    "open",
  );
  await user.click(screen.getByRole("button", { name: "Close" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
});

test("closing the banner leaves a compact view whose learn-more button opens the modal", async () => {
  const user = userEvent.setup();
  renderBanner();
  await user.click(screen.getByRole("button", { name: startupBoostCall.closeLabel }));
  expect(banner()).not.toBeInTheDocument();
  const compact = screen.getByRole("button", { name: startupBoostCall.compactLabel });
  await user.click(compact);
  expect(
    await screen.findByRole("dialog", { name: startupBoostCall.details.title }),
  ).toBeInTheDocument();
  await user.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  await waitFor(() => expect(compact).toHaveFocus());
});

test("the details link inside the modal leads to the call's section of its programme page", async () => {
  const user = userEvent.setup();
  renderBanner();
  await user.click(screen.getByText(startupBoostCall.learnMoreLabel));
  const dialog = await screen.findByRole("dialog");
  const more = Array.from(dialog.querySelectorAll("a")).find((link) =>
    link.textContent?.includes(startupBoostCall.details.moreLabel),
  );
  expect(more).toHaveAttribute("href", startupBoostCall.details.moreLink);
});
