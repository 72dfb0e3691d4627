import { type FormEvent, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FieldLabel, Input } from "#app/components/ui/field.tsx";
import { authClient, authProblem } from "../api.ts";
import { copy } from "../copy.ts";
import { AuthFrame } from "./auth-frame.tsx";
import { nextPath } from "./passkey-setup.tsx";

/**
 * A passkey signs in; an emailed code is the way to set up a new passkey
 * (docs/decisions/147): after the code, the staff side asks for one.
 */
export function SignInPage() {
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [codeSent, setCodeSent] = useState(false);
  // A refusal shows next to the button that met it: the passkey's, or the code's.
  const [problem, setProblem] = useState<{ text: string; at: "passkey" | "code" } | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(
    at: "passkey" | "code",
    work: () => Promise<{ error: { code?: string; message?: string } | null }>,
    next?: () => void,
  ) {
    setBusy(true);
    setProblem(null);
    const { error } = await work();
    setBusy(false);
    if (error) setProblem({ text: authProblem(error, copy.signIn.passkeyFailed), at });
    else next?.();
  }

  function sendCode(event: FormEvent) {
    event.preventDefault();
    void run(
      "code",
      () => authClient.emailOtp.sendVerificationOtp({ email, type: "sign-in" }),
      () => setCodeSent(true),
    );
  }

  function verify(event: FormEvent) {
    event.preventDefault();
    // The code's session sets up a passkey: the staff side asks for it at once.
    void run(
      "code",
      () => authClient.signIn.emailOtp({ email, otp: code }),
      () => window.location.assign(nextPath()),
    );
  }

  function passkey() {
    void run(
      "passkey",
      () => authClient.signIn.passkey(),
      () => window.location.assign(nextPath()),
    );
  }

  const problemAt = (at: "passkey" | "code") =>
    problem?.at === at && (
      <p role="alert" className="text-danger font-semibold">
        {problem.text}
      </p>
    );
  return (
    <AuthFrame title={copy.signIn.title} intro={copy.signIn.intro}>
      <div className="flex flex-col gap-3">
        <Button type="button" onClick={passkey} disabled={busy} className="w-full">
          {copy.signIn.passkey}
        </Button>
        {problemAt("passkey")}
      </div>
      <hr className="border-line my-6" />
      <h2 className="text-h3">{copy.signIn.noPasskeyTitle}</h2>
      <p className="text-ink-soft mt-1 mb-4">{copy.signIn.noPasskeyIntro}</p>
      {codeSent ? (
        <form onSubmit={verify} className="flex flex-col gap-4">
          <p role="status">{copy.signIn.codeSent}</p>
          <Field>
            <FieldLabel htmlFor="code">{copy.signIn.codeLabel}</FieldLabel>
            <Input
              id="code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              pattern="[0-9]{6}"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </Field>
          <Button type="submit" disabled={busy}>
            {copy.signIn.verify}
          </Button>
          {problemAt("code")}
          <Button type="button" variant="outline" onClick={() => setCodeSent(false)}>
            {copy.signIn.otherAddress}
          </Button>
        </form>
      ) : (
        <form onSubmit={sendCode} className="flex flex-col gap-4">
          <Field>
            <FieldLabel htmlFor="email">{copy.signIn.emailLabel}</FieldLabel>
            <Input
              id="email"
              name="email"
              type="email"
              autoComplete="username webauthn"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Field>
          <Button type="submit" variant="outline" disabled={busy}>
            {copy.signIn.sendCode}
          </Button>
          {problemAt("code")}
        </form>
      )}
    </AuthFrame>
  );
}
