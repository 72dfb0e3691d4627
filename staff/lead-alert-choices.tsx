import { type FormEvent, useEffect, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FieldMessage } from "#app/components/ui/field.tsx";
import { type LeadAlerts, leadAlertKindPlurals, leadAlertKinds } from "#schemas/staff-leads.ts";
import { ApiError, api } from "./api.ts";
import { copy } from "./copy.ts";
import { inboxCopy } from "./inbox-copy.ts";

const words = inboxCopy.leadMails;

/**
 * Which kinds of new lead a person is mailed about: a box per kind and Save.
 * `person` is "me" on one's own page, or a person's id on the People page
 * (admins). Self-contained: it loads and saves its own state.
 */
export function LeadAlertChoices({ person, email }: { person: string; email?: string }) {
  const [kinds, setKinds] = useState<LeadAlerts["kinds"] | null>(null);
  const [message, setMessage] = useState<{ text: string; problem: boolean } | null>(null);
  const url = `/api/people/${encodeURIComponent(person)}/lead-alerts`;

  useEffect(() => {
    api<LeadAlerts>(url).then(
      (answer) => setKinds(answer.kinds),
      (error: unknown) =>
        setMessage({
          text: error instanceof ApiError ? error.message : copy.failed,
          problem: true,
        }),
    );
  }, [url]);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen = leadAlertKinds.filter((kind) => form.get(kind) === "on");
    try {
      const answer = await api<LeadAlerts>(url, { method: "POST", body: { kinds: chosen } });
      setKinds(answer.kinds);
      const saved = email
        ? words.savedFor(email)
        : answer.kinds.length > 0
          ? words.saved
          : words.none;
      setMessage({ text: saved, problem: false });
    } catch (error) {
      setMessage({ text: error instanceof ApiError ? error.message : copy.failed, problem: true });
    }
  }

  const id = `lead-mails-${person}`;
  return (
    <form onSubmit={save} aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
      <fieldset className="flex flex-wrap gap-x-6">
        <legend id={`${id}-title`} className="text-small mb-1 font-semibold">
          {words.forPerson}
        </legend>
        {kinds &&
          leadAlertKinds.map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                name={kind}
                className="size-5 shrink-0"
                defaultChecked={kinds.includes(kind)}
              />
              <span>
                {leadAlertKindPlurals[kind].charAt(0).toUpperCase() +
                  leadAlertKindPlurals[kind].slice(1)}
              </span>
            </label>
          ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="outline" disabled={!kinds}>
          {words.save}
        </Button>
        <FieldMessage
          tone={message?.problem ? "error" : "hint"}
          role={message?.problem ? "alert" : "status"}
        >
          {message?.text}
        </FieldMessage>
      </div>
    </form>
  );
}
