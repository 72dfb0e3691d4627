import { type FormEvent, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FieldLabel, Input } from "#app/components/ui/field.tsx";
import { authClient, authProblem } from "../api.ts";
import { copy } from "../copy.ts";
import { AuthFrame } from "./auth-frame.tsx";

/** Passkey first; an emailed one-time code as the fallback. */
export function SignInPage() {
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [codeSent, setCodeSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(
    work: () => Promise<{ error: { code?: string; message?: string } | null }>,
    next?: () => void,
  ) {
    setBusy(true);
    setProblem(null);
    const { error } = await work();
    setBusy(false);
    if (error) setProblem(authProblem(error, copy.signIn.passkeyFailed));
    else next?.();
  }

  const enter = () => window.location.assign("/");

  function sendCode(event: FormEvent) {
    event.preventDefault();
    void run(
      () => authClient.emailOtp.sendVerificationOtp({ email, type: "sign-in" }),
      () => setCodeSent(true),
    );
  }

  function verify(event: FormEvent) {
    event.preventDefault();
    void run(() => authClient.signIn.emailOtp({ email, otp: code }), enter);
  }

  async function passkey() {
    await run(() => authClient.signIn.passkey(), enter);
  }

  return (
    <AuthFrame title={copy.signIn.title} intro={copy.signIn.intro}>
      <Button type="button" onClick={passkey} disabled={busy} className="w-full">
        {copy.signIn.passkey}
      </Button>
      <hr className="border-line my-6" />
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
        </form>
      )}
      {problem && (
        <p role="alert" className="text-danger mt-4 font-semibold">
          {problem}
        </p>
      )}
    </AuthFrame>
  );
}
