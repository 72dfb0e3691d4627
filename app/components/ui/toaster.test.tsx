import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { showToast } from "./toast.ts";
import { Toaster } from "./toaster.tsx";

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

test.each(["success", "error", "warning"] as const)(
  "a %s toast shows its message, then hides after 4,000 ms",
  async (state) => {
    render(<Toaster durationMs={4_000} />);
    act(() => showToast(state, `A ${state} message`));
    expect(await screen.findByText(`A ${state} message`)).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_500);
    });
    expect(screen.getByText(`A ${state} message`)).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    expect(screen.queryByText(`A ${state} message`)).not.toBeInTheDocument();
  },
);

test("the close icon hides a toast at once", async () => {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<Toaster durationMs={4_000} />);
  act(() => showToast("success", "Closable"));
  await screen.findByText("Closable");
  await user.click(screen.getByRole("button", { name: /close/i }));
  await act(async () => {
    await vi.advanceTimersByTimeAsync(500);
  });
  expect(screen.queryByText("Closable")).not.toBeInTheDocument();
});

test("the live region exists before the first toast, so screen readers announce it", () => {
  render(<Toaster durationMs={4_000} />);
  expect(document.querySelector("[aria-live]")).not.toBeNull();
});

test("a toast does not hide while the keyboard focus is on it, and hides after focus leaves", async () => {
  render(
    <>
      <button type="button">Elsewhere</button>
      <Toaster durationMs={4_000} />
    </>,
  );
  act(() => showToast("success", "Focused toast"));
  await screen.findByText("Focused toast");
  act(() => screen.getByRole("button", { name: /close/i }).focus());
  await act(async () => {
    await vi.advanceTimersByTimeAsync(6_000);
  });
  expect(screen.getByText("Focused toast")).toBeInTheDocument();
  act(() => screen.getByRole("button", { name: "Elsewhere" }).focus());
  await act(async () => {
    await vi.advanceTimersByTimeAsync(5_000);
  });
  expect(screen.queryByText("Focused toast")).not.toBeInTheDocument();
});
