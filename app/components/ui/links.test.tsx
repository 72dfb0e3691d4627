import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import { buttonClasses } from "./button.tsx";
import { ExternalLink } from "./external-link.tsx";
import { SmartLink } from "./smart-link.tsx";

test("an external link always opens a new tab without handing over window.opener", () => {
  render(<ExternalLink href="https://learnable.example">Learnable</ExternalLink>);
  const link = screen.getByRole("link", { name: /Learnable/ });
  expect(link).toHaveAttribute("target", "_blank");
  expect(link).toHaveAttribute("rel", "noopener noreferrer");
  expect(link).toHaveAccessibleName(/^Learnable\s*\(opens in a new tab\)$/);
});

function TwoLinks() {
  return (
    <>
      <SmartLink href="/about">About</SmartLink>
      <SmartLink href="https://blog.example" external>
        Blog
      </SmartLink>
    </>
  );
}

test("a smart link navigates in place for a path and opens a new tab for an external address", async () => {
  const Stub = createRoutesStub([{ path: "/", Component: TwoLinks }]);
  render(<Stub />);
  expect(await screen.findByRole("link", { name: "About" })).not.toHaveAttribute("target");
  expect(screen.getByRole("link", { name: /Blog/ })).toHaveAttribute("target", "_blank");
});

test("a link can take a button's look and stay a link", () => {
  render(
    <a href="/contact" className={buttonClasses({ variant: "accent" })}>
      Contact us
    </a>,
  );
  const link = screen.getByRole("link", { name: "Contact us" });
  expect(link.className).toContain("bg-accent");
});
