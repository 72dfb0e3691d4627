import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { ApiError, api, authClient } from "../api.ts";
import { copy } from "../copy.ts";
import { AuthFrame } from "./auth-frame.tsx";

/** The token of an enrolment link: in the fragment (never sent to a server), or ?token=. */
function enrolmentToken(): string | null {
  const fromHash = window.location.hash.slice(1);
  if (fromHash) return fromHash;
  return new URLSearchParams(window.location.search).get("token");
}

/**
 * An invitation's link lands here; nothing happens until the person presses
 * Continue (a POST), because mail scanners open GET links. Signed in, they
 * are asked to set up a passkey.
 */
export function EnrolPage() {
  const [token] = useState(enrolmentToken);
  const [step, setStep] = useState<"continue" | "passkey" | "done">("continue");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function redeem() {
    if (!token) return;
    setBusy(true);
    setProblem(null);
    try {
      await api("/api/auth/enrolment/redeem", { method: "POST", body: { token } });
      // The token is spent: keep it out of history.
      window.history.replaceState(null, "", "/enrol");
      setStep("passkey");
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : copy.failed);
    } finally {
      setBusy(false);
    }
  }

  async function addPasskey() {
    setBusy(true);
    setProblem(null);
    const result = await authClient.passkey.addPasskey({ name: "Staff passkey" });
    setBusy(false);
    if (result?.error) setProblem(copy.enrol.failed);
    else setStep("done");
  }

  if (step === "continue") {
    return (
      <AuthFrame title={copy.enrol.title} intro={token ? copy.enrol.intro : copy.enrol.missing}>
        {token && (
          <Button type="button" onClick={redeem} disabled={busy} className="w-full">
            {copy.enrol.continue}
          </Button>
        )}
        {problem && (
          <p role="alert" className="text-danger mt-4 font-semibold">
            {problem}
          </p>
        )}
      </AuthFrame>
    );
  }
  return (
    <AuthFrame
      title={copy.enrol.passkeyTitle}
      intro={step === "done" ? copy.enrol.done : copy.enrol.passkeyIntro}
    >
      <div className="flex flex-col gap-3">
        {step === "passkey" && (
          <Button type="button" onClick={addPasskey} disabled={busy}>
            {copy.enrol.addPasskey}
          </Button>
        )}
        <a
          href="/"
          className="rounded-pill text-brand-strong inline-flex min-h-11 items-center justify-center border-2 border-current px-6 font-semibold"
        >
          {step === "done" ? copy.enrol.toStart : copy.enrol.skip}
        </a>
      </div>
      {problem && (
        <p role="alert" className="text-danger mt-4 font-semibold">
          {problem}
        </p>
      )}
    </AuthFrame>
  );
}
