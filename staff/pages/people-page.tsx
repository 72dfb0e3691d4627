import { type FormEvent, useCallback, useEffect, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FieldLabel, Input } from "#app/components/ui/field.tsx";
import { type StaffRole, staffRoles } from "#schemas/staff.ts";
import { ApiError, api } from "../api.ts";
import { ChoiceField } from "../choice-field.tsx";
import { copy, roleNames } from "../copy.ts";
import { LeadAlertChoices } from "../lead-alert-choices.tsx";

type Person = {
  id: string;
  email: string;
  role: StaffRole;
  passkeys: number;
  activeSessions: number;
};

/** Admins invite people, change their role, sign them out everywhere, or remove them. */
export function PeoplePage() {
  const [people, setPeople] = useState<Person[]>([]);
  const [message, setMessage] = useState<{ text: string; problem: boolean } | null>(null);
  const load = useCallback(
    () => api<{ people: Person[] }>("/api/people").then((answer) => setPeople(answer.people)),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);

  async function act(path: string, body: unknown, done: string) {
    try {
      await api(path, { method: "POST", body });
      setMessage({ text: done, problem: false });
      await load();
    } catch (error) {
      setMessage({ text: error instanceof ApiError ? error.message : copy.failed, problem: true });
    }
  }

  function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    event.currentTarget.reset();
    void act(
      "/api/people",
      { email: form.get("email"), role: form.get("role") },
      copy.people.invited,
    );
  }

  return (
    <section aria-labelledby="people-title">
      <h1 id="people-title" className="text-h1">
        {copy.people.title}
      </h1>
      {message && (
        <p
          role={message.problem ? "alert" : "status"}
          className={message.problem ? "text-danger mt-3 font-semibold" : "mt-3"}
        >
          {message.text}
        </p>
      )}
      <ul className="mt-6 flex flex-col gap-3">
        {people.map((person) => (
          <li key={person.id} className="border-line flex flex-col gap-3 rounded-xl border p-4">
            <p className="flex flex-col">
              <span className="font-semibold break-all">{person.email}</span>
              <span className="text-small text-ink-soft">
                {roleNames[person.role]} · {person.passkeys} {copy.people.passkeys} ·{" "}
                {person.activeSessions} {copy.people.sessions}
              </span>
            </p>
            <form
              className="flex flex-wrap items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                const role = new FormData(event.currentTarget).get("role");
                void act(`/api/people/${person.id}/role`, { role }, copy.people.roleChanged);
              }}
            >
              <RoleField id={`role-${person.id}`} defaultValue={person.role} />
              <Button type="submit" variant="outline">
                {copy.people.changeRole}
              </Button>
              <Button
                type="button"
                variant="outline"
                onClick={() =>
                  act(`/api/people/${person.id}/end-sessions`, {}, copy.people.endSessions)
                }
              >
                {copy.people.endSessions}
              </Button>
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  if (window.confirm(`${copy.people.confirmRemove} ${person.email}?`)) {
                    void act(`/api/people/${person.id}/remove`, {}, copy.people.removed);
                  }
                }}
              >
                {copy.people.remove}
              </Button>
            </form>
            {person.role !== "editor" && (
              <LeadAlertChoices person={person.id} email={person.email} />
            )}
          </li>
        ))}
      </ul>
      <form
        onSubmit={invite}
        className="bg-surface-muted rounded-card mt-8 flex flex-col gap-3 p-4 sm:max-w-md"
      >
        <h2 className="text-h3">{copy.people.invite}</h2>
        <Field>
          <FieldLabel htmlFor="invite-email">{copy.people.email}</FieldLabel>
          <Input id="invite-email" name="email" type="email" required autoComplete="off" />
        </Field>
        <RoleField id="invite-role" defaultValue="staff" />
        <Button type="submit">{copy.people.send}</Button>
      </form>
    </section>
  );
}

/** The role a person has or is invited with: both forms send it as `role`. */
function RoleField({ id, defaultValue }: { id: string; defaultValue: StaffRole }) {
  return (
    <ChoiceField
      id={id}
      name="role"
      label={copy.people.role}
      values={staffRoles}
      names={roleNames}
      defaultValue={defaultValue}
    />
  );
}
