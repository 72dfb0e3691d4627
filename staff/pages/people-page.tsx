import { type FormEvent, useCallback, useEffect, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FieldLabel, Input } from "#app/components/ui/field.tsx";
import { lagosTimeInWords } from "#schemas/lagos-time.ts";
import {
  type InvitationSent,
  type PeopleAnswer,
  type StaffPerson,
  type StaffRole,
  staffRoles,
  staffRoleWords,
} from "#schemas/staff.ts";
import { ApiError, api } from "../api.ts";
import { copy, roleNames } from "../copy.ts";
import { LeadAlertChoices } from "../lead-alert-choices.tsx";
import { useMe } from "../staff-layout.tsx";

/**
 * What an action said, shown next to the buttons that made it: the server's
 * words on a refusal; `command`, a command for whoever runs the server.
 */
type Note = { text: string; problem: boolean; command?: string };

/** An invitation that no email carried: what to do, and the command that prints its link. */
function notMailedNote(email: string, role: string, again: boolean): Note {
  return {
    text: again ? copy.people.notMailedAgain(email) : copy.people.notMailed(email),
    problem: false,
    command: copy.people.linkCommand(email, role),
  };
}

/** Admins invite people, resend invitations, change roles, sign people out everywhere, or remove them. */
export function PeoplePage() {
  const me = useMe();
  const [people, setPeople] = useState<StaffPerson[] | null>(null);
  const [notes, setNotes] = useState<Record<string, Note>>({});
  const load = useCallback(
    () => api<PeopleAnswer>("/api/people").then((answer) => setPeople(answer.people)),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);

  /** Runs an action for one card (or the invite form); true when it worked. */
  async function act<Answer>(
    key: string,
    path: string,
    body: unknown,
    done: (answer: Answer) => string | Note,
  ): Promise<boolean> {
    try {
      const answer = await api<Answer>(path, { method: "POST", body });
      const said = done(answer);
      const note = typeof said === "string" ? { text: said, problem: false } : said;
      setNotes((before) => ({ ...before, [key]: note }));
      await load();
      return true;
    } catch (error) {
      const text = error instanceof ApiError ? error.message : copy.failed;
      setNotes((before) => ({ ...before, [key]: { text, problem: true } }));
      return false;
    }
  }

  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get("email") ?? "");
    const role = String(data.get("role") ?? "");
    const sent = await act<InvitationSent>("invite", "/api/people", { email, role }, (answer) =>
      answer.mailed
        ? copy.people.invited(email, lagosTimeInWords(answer.linkExpiresAt))
        : notMailedNote(email, role, false),
    );
    // What was typed stays when the invitation was refused, to correct and send again.
    if (sent) form.reset();
  }

  return (
    <section aria-labelledby="people-title">
      <h1 id="people-title" className="text-h1">
        {copy.people.title}
      </h1>
      <p className="text-ink-soft mt-2">{copy.people.intro}</p>
      <ul className="mt-6 flex flex-col gap-3">
        {people?.map((person) => (
          <PersonCard
            key={person.id}
            person={person}
            isMe={person.email === me.email}
            note={notes[person.id]}
            act={(path, body, done) =>
              act(person.id, `/api/people/${person.id}${path}`, body, done)
            }
          />
        ))}
      </ul>
      <form
        onSubmit={invite}
        className="bg-surface-muted rounded-card mt-8 flex flex-col gap-4 p-4 sm:max-w-xl"
        aria-labelledby="invite-title"
      >
        <h2 id="invite-title" className="text-h3">
          {copy.people.invite}
        </h2>
        <p className="text-ink-soft">{copy.people.inviteIntro}</p>
        <Field>
          <FieldLabel htmlFor="invite-email">{copy.people.email}</FieldLabel>
          <Input id="invite-email" name="email" type="email" required autoComplete="off" />
        </Field>
        <RoleChoice name="role" defaultValue="staff" />
        <div className="flex flex-col gap-2">
          <Button type="submit" className="self-start">
            {copy.people.send}
          </Button>
          <NoteLine note={notes.invite} />
        </div>
      </form>
    </section>
  );
}

type Act = <Answer>(
  path: string,
  body: unknown,
  done: (answer: Answer) => string | Note,
) => Promise<boolean>;

function PersonCard({
  person,
  isMe,
  note,
  act,
}: {
  person: StaffPerson;
  isMe: boolean;
  note: Note | undefined;
  act: Act;
}) {
  const pending = person.joinedAt === null;
  return (
    <li className="border-line flex flex-col gap-3 rounded-xl border p-4">
      <div className="flex flex-col gap-1">
        <p className="flex flex-wrap items-center gap-x-2">
          <span className="font-semibold break-all">{person.email}</span>
          {isMe && (
            <span className="bg-brand-soft text-small rounded-pill px-2">{copy.people.you}</span>
          )}
        </p>
        <p className="text-small">
          <span className="font-semibold">{roleNames[person.role]}</span>
          {" · "}
          {pending ? copy.people.pending : <JoinedLine person={person} />}
        </p>
        {pending && <InvitationLine person={person} />}
      </div>
      <div className="flex flex-wrap gap-2">
        {pending && (
          <Button
            type="button"
            variant="outline"
            onClick={() =>
              act<InvitationSent>("/invitation", {}, (answer) =>
                answer.mailed
                  ? copy.people.resent(lagosTimeInWords(answer.linkExpiresAt))
                  : notMailedNote(person.email, person.role, true),
              )
            }
          >
            {copy.people.resend}
          </Button>
        )}
        {!pending && (
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              if (window.confirm(copy.people.confirmEndSessions(person.email))) {
                void act("/end-sessions", {}, () => copy.people.sessionsEnded);
              }
            }}
          >
            {copy.people.endSessions}
          </Button>
        )}
        {!isMe && (
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              if (window.confirm(copy.people.confirmRemove(person.email))) {
                void act("/remove", {}, () => copy.people.removed(person.email));
              }
            }}
          >
            {copy.people.remove}
          </Button>
        )}
      </div>
      <NoteLine note={note} />
      <details className="group">
        <summary className="text-brand-strong min-h-11 cursor-pointer content-center font-semibold">
          {copy.people.changeRole}
        </summary>
        <form
          className="mt-2 flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const role = new FormData(event.currentTarget).get("role");
            void act("/role", { role }, () => copy.people.roleChanged);
          }}
        >
          <RoleChoice name="role" idPrefix={`role-${person.id}`} defaultValue={person.role} />
          <Button type="submit" variant="outline" className="self-start">
            {copy.people.saveRole}
          </Button>
        </form>
      </details>
      {person.role !== "editor" && <LeadAlertChoices person={person.id} email={person.email} />}
    </li>
  );
}

function JoinedLine({ person }: { person: StaffPerson }) {
  return (
    <>
      {copy.people.joined} {person.joinedAt ? lagosTimeInWords(person.joinedAt) : ""} ·{" "}
      {copy.people.passkeys(person.passkeys)} · {copy.people.sessions(person.activeSessions)}
    </>
  );
}

/** When and by whom an open invitation went, and whether its link still works. */
function InvitationLine({ person }: { person: StaffPerson }) {
  const linkWorks =
    person.linkExpiresAt !== null && new Date(person.linkExpiresAt).getTime() > Date.now();
  return (
    <p className="text-small text-ink-soft">
      {person.invitedAt && `${copy.people.invitedOn} ${lagosTimeInWords(person.invitedAt)} `}
      {person.invitedBy ? `${copy.people.by} ${person.invitedBy}` : copy.people.onTheServer}.{" "}
      {linkWorks && person.linkExpiresAt
        ? `${copy.people.linkUntil} ${lagosTimeInWords(person.linkExpiresAt)}.`
        : copy.people.linkEnded}
    </p>
  );
}

function NoteLine({ note }: { note: Note | undefined }) {
  if (!note) return null;
  if (note.command) {
    // Something to act on, not a success: it stands out, and the command copies whole
    // (it wraps at its spaces, so nothing scrolls that a keyboard could not reach).
    return (
      <div role="status" className="border-warning bg-warning-soft rounded-xl border p-3">
        <p>{note.text}</p>
        <pre className="bg-surface mt-2 rounded-lg p-2 wrap-anywhere whitespace-pre-wrap">
          <code>{note.command}</code>
        </pre>
      </div>
    );
  }
  return (
    <p
      role={note.problem ? "alert" : "status"}
      className={note.problem ? "text-danger font-semibold" : "text-ink-soft"}
    >
      {note.text}
    </p>
  );
}

/** The roles to choose from, each with what it may do, so nobody chooses blind. */
function RoleChoice({
  name,
  defaultValue,
  idPrefix = name,
}: {
  name: string;
  defaultValue: StaffRole;
  idPrefix?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-small mb-1 font-semibold">{copy.people.role}</legend>
      {staffRoles.map((role) => (
        <label
          key={role}
          htmlFor={`${idPrefix}-${role}`}
          className="border-line has-checked:border-brand has-checked:bg-brand-soft flex min-h-11 cursor-pointer gap-3 rounded-xl border p-3"
        >
          <input
            id={`${idPrefix}-${role}`}
            type="radio"
            name={name}
            value={role}
            defaultChecked={role === defaultValue}
            className="mt-1 size-5 shrink-0"
          />
          <span className="flex flex-col">
            <span className="font-semibold">{staffRoleWords[role].name}</span>
            <span className="text-small text-ink-soft">{staffRoleWords[role].can}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
