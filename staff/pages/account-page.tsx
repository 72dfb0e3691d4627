import { useCallback, useEffect, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { lagosTimeInWords } from "#schemas/lagos-time.ts";
import type { AccountAnswer } from "#schemas/staff.ts";
import { ApiError, api, authClient, authProblem } from "../api.ts";
import { copy } from "../copy.ts";

type Note = { text: string; problem: boolean };

/**
 * "Your account" (issue 31, item 6): the person's passkeys and sessions, to
 * see and remove. Adding a passkey needs a recent sign-in: past it, the page
 * offers to sign in again rather than a button the server would refuse.
 */
export function AccountPage() {
  const [account, setAccount] = useState<AccountAnswer | null>(null);
  const [notes, setNotes] = useState<Record<string, Note>>({});
  const load = useCallback(() => api<AccountAnswer>("/api/account").then(setAccount), []);
  useEffect(() => {
    void load();
  }, [load]);

  const note = (key: string, text: string, problem: boolean) =>
    setNotes((before) => ({ ...before, [key]: { text, problem } }));

  async function act(key: string, path: string, done: string) {
    try {
      await api(path, { method: "POST", body: {} });
      note(key, done, false);
      await load();
    } catch (error) {
      note(key, error instanceof ApiError ? error.message : copy.failed, true);
    }
  }

  async function addPasskey() {
    const result = await authClient.passkey.addPasskey();
    if (result?.error) note("add", authProblem(result.error, copy.account.failed), true);
    else note("add", copy.account.addedNotice, false);
    await load();
  }

  async function signInAgain() {
    await authClient.signOut();
    window.location.assign("/sign-in?next=/account");
  }

  if (!account) return null;
  const canAdd = Date.parse(account.addPasskeyUntil) > Date.now();
  return (
    <section aria-labelledby="account-title">
      <h1 id="account-title" className="text-h1">
        {copy.account.title}
      </h1>
      <p className="text-ink-soft mt-2">{copy.account.intro}</p>

      <h2 id="passkeys-title" className="text-h3 mt-8">
        {copy.account.passkeys}
      </h2>
      {account.passkeys.length === 0 && <p className="mt-2">{copy.account.noPasskeys}</p>}
      <ul aria-labelledby="passkeys-title" className="mt-3 flex flex-col gap-3">
        {account.passkeys.map((passkey) => {
          const name = passkey.name ?? copy.account.unnamed;
          return (
            <li key={passkey.id} className="border-line flex flex-col gap-2 rounded-xl border p-4">
              <p className="font-semibold">{name}</p>
              <p className="text-small text-ink-soft">
                {passkey.createdAt &&
                  `${copy.account.added} ${lagosTimeInWords(passkey.createdAt)} · `}
                {passkey.lastUsedAt
                  ? `${copy.account.lastUsed} ${lagosTimeInWords(passkey.lastUsedAt)}`
                  : copy.account.neverUsed}
              </p>
              <Button
                type="button"
                variant="outline"
                className="self-start"
                onClick={() => {
                  if (window.confirm(copy.account.confirmRemove(name))) {
                    void act(
                      passkey.id,
                      `/api/account/passkeys/${passkey.id}/remove`,
                      copy.account.removed,
                    );
                  }
                }}
              >
                {copy.account.remove}
              </Button>
              <NoteLine note={notes[passkey.id]} />
            </li>
          );
        })}
      </ul>
      <div className="bg-surface-muted rounded-card mt-4 flex flex-col gap-3 p-4 sm:max-w-xl">
        {canAdd ? (
          <>
            <p className="text-ink-soft">{copy.account.addHint}</p>
            <Button type="button" className="self-start" onClick={addPasskey}>
              {copy.account.add}
            </Button>
          </>
        ) : (
          <>
            <p className="text-ink-soft">{copy.account.signInAgainToAdd}</p>
            <Button type="button" variant="outline" className="self-start" onClick={signInAgain}>
              {copy.account.signInAgain}
            </Button>
          </>
        )}
        <NoteLine note={notes.add} />
      </div>

      <h2 id="sessions-title" className="text-h3 mt-8">
        {copy.account.sessions}
      </h2>
      <ul aria-labelledby="sessions-title" className="mt-3 flex flex-col gap-3">
        {account.sessions.map((session) => (
          <li key={session.id} className="border-line flex flex-col gap-2 rounded-xl border p-4">
            <p className="flex flex-wrap items-center gap-x-2">
              <span className="font-semibold">{session.browser}</span>
              {session.current && (
                <span className="bg-brand-soft text-small rounded-pill px-2">
                  {copy.account.thisDevice}
                </span>
              )}
            </p>
            <p className="text-small text-ink-soft">
              {copy.account.signedIn} {lagosTimeInWords(session.createdAt)}
              {session.signInMethod !== "passkey" && ` ${copy.account.byCode}`} ·{" "}
              {copy.account.lastSeen} {lagosTimeInWords(session.lastSeenAt)}
            </p>
            {!session.current && (
              <Button
                type="button"
                variant="outline"
                className="self-start"
                onClick={() =>
                  act(session.id, `/api/account/sessions/${session.id}/end`, copy.account.ended)
                }
              >
                {copy.account.end}
              </Button>
            )}
            <NoteLine note={notes[session.id]} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function NoteLine({ note }: { note: Note | undefined }) {
  if (!note) return null;
  return (
    <p
      role={note.problem ? "alert" : "status"}
      className={note.problem ? "text-danger font-semibold" : "text-ink-soft"}
    >
      {note.text}
    </p>
  );
}
