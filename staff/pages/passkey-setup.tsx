import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { authClient, authProblem } from "../api.ts";
import { copy } from "../copy.ts";
import { nextPathOf } from "../next-path.ts";
import { AuthFrame } from "./auth-frame.tsx";

/** Where to go once signed in: a path of this host the sign-in was asked from, else the start page. */
export function nextPath(): string {
  return nextPathOf(window.location.search, window.location.origin);
}

/**
 * The one thing a session opened by an invitation link or an emailed code
 * may do: set up a passkey, then sign in with it (docs/decisions/147).
 */
export function PasskeySetup() {
  const [step, setStep] = useState<"add" | "ready">("add");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function add() {
    setBusy(true);
    setProblem(null);
    const result = await authClient.passkey.addPasskey();
    setBusy(false);
    if (result?.error) setProblem(authProblem(result.error, copy.passkeySetup.failed));
    else setStep("ready");
  }

  async function signIn() {
    setBusy(true);
    setProblem(null);
    const { error } = await authClient.signIn.passkey();
    setBusy(false);
    if (error) setProblem(authProblem(error, copy.signIn.passkeyFailed));
    else window.location.assign(nextPath());
  }

  async function signOut() {
    await authClient.signOut();
    window.location.assign("/sign-in");
  }

  const ready = step === "ready";
  return (
    <AuthFrame
      title={ready ? copy.passkeySetup.readyTitle : copy.passkeySetup.title}
      intro={ready ? copy.passkeySetup.readyIntro : copy.passkeySetup.intro}
    >
      {!ready && <p className="text-small text-ink-soft mb-6">{copy.passkeySetup.phoneHint}</p>}
      <div className="flex flex-col gap-3">
        <Button type="button" onClick={ready ? signIn : add} disabled={busy}>
          {ready ? copy.passkeySetup.signIn : copy.passkeySetup.add}
        </Button>
        {problem && (
          <p role="alert" className="text-danger font-semibold">
            {problem}
          </p>
        )}
        {!ready && (
          <Button type="button" variant="outline" onClick={signOut}>
            {copy.passkeySetup.signOut}
          </Button>
        )}
      </div>
    </AuthFrame>
  );
}
