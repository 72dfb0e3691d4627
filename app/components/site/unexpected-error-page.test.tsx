import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, test, vi } from "vitest";
import { readUnexpectedErrorPage } from "#content-model/site/system-pages.server.ts";
import { UnexpectedErrorPage } from "./unexpected-error-page.tsx";

function BrokenPage(): React.ReactNode {
  throw new Error("render failed");
}

function RouteError({ error }: { error: unknown }) {
  return <UnexpectedErrorPage error={error} copy={readUnexpectedErrorPage()} />;
}

test('a page that throws while rendering shows "Unexpected Application Error!"', async () => {
  // React reports the thrown error on the console; that report is expected here.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  const Stub = createRoutesStub([{ path: "/", Component: BrokenPage, ErrorBoundary: RouteError }]);
  render(<Stub />);
  expect(
    await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
  ).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
});
