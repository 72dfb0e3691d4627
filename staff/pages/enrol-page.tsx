import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { ApiError, api } from "../api.ts";
import { copy } from "../copy.ts";
import { AuthFrame } from "./auth-frame.tsx";
import { PasskeySetup } from "./passkey-setup.tsx";

/** The token of an enrolment link: in the fragment (never sent to a server), or ?token=. */
function enrolmentToken(): string | null {
  const fromHash = window.location.hash.slice(1);
  if (fromHash) return fromHash;
  return new URLSearchParams(window.location.search).get("token");
}

/**
 * An invitation's link lands here; nothing happens until the person presses
 * Continue (a POST), because mail scanners open GET links. The link then
 * lets them set up a passkey, and the passkey signs them in.
 */
export function EnrolPage() {
  const [token] = useState(enrolmentToken);
  const [redeemed, setRedeemed] = useState(false);
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
      setRedeemed(true);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : copy.failed);
    } finally {
      setBusy(false);
    }
  }

  if (redeemed) return <PasskeySetup />;
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
