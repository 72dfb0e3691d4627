import { type FormEvent, useEffect, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FieldLabel, FieldMessage, Textarea } from "#app/components/ui/field.tsx";
import { lagosTimeInWords } from "#schemas/lagos-time.ts";
import type { LeadKind } from "#schemas/staff.ts";
import { type LeadNote, noteMaxChars } from "#schemas/staff-leads.ts";
import { ApiError, api } from "../api.ts";
import { copy } from "../copy.ts";
import { inboxCopy } from "../inbox-copy.ts";
import { personName } from "../person-name.ts";

const words = inboxCopy.lead;

/** How long "Note added." stays beside the button: the note itself is then in the list above. */
const addedShownMs = 6_000;

/** The team's notes on a lead, oldest first, and a field to add one. */
export function LeadNotes({
  kind,
  id,
  notes,
  onAdded,
}: {
  kind: LeadKind;
  id: number;
  notes: LeadNote[];
  onAdded: (note: LeadNote) => void;
}) {
  const [text, setText] = useState("");
  const [message, setMessage] = useState<{ text: string; problem: boolean } | null>(null);
  const [sending, setSending] = useState(false);

  // A success is said, then goes: left there, it read as the answer to whatever was pressed next.
  useEffect(() => {
    if (!message || message.problem) return;
    const timer = setTimeout(() => setMessage(null), addedShownMs);
    return () => clearTimeout(timer);
  }, [message]);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      const note = await api<LeadNote>(`/api/leads/${kind}/${id}/notes`, {
        method: "POST",
        body: { text },
      });
      onAdded(note);
      setText("");
      setMessage({ text: words.noteAdded, problem: false });
    } catch (error) {
      // The note stays in the field, to send again once the reason is fixed.
      setMessage({ text: error instanceof ApiError ? error.message : copy.failed, problem: true });
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby="notes-title" className="mt-8">
      <h2 id="notes-title" className="text-h3">
        {words.notes}
      </h2>
      {notes.length === 0 ? (
        <p className="text-ink-soft mt-2">{words.noNotes}</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-3">
          {notes.map((note) => (
            <li key={note.id} className="bg-surface-muted rounded-xl p-3">
              <p className="text-small text-ink-soft">
                <span className="text-ink font-semibold">{personName(note.author_email)}</span>
                {" · "}
                <time dateTime={note.created_at}>{lagosTimeInWords(note.created_at)}</time>
              </p>
              <p className="mt-1 break-words whitespace-pre-wrap">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={add} className="mt-4 flex flex-col gap-2">
        <Field>
          <FieldLabel htmlFor="note">{words.noteLabel}</FieldLabel>
          <Textarea
            id="note"
            name="note"
            value={text}
            maxLength={noteMaxChars}
            onChange={(event) => {
              setText(event.target.value);
              if (message && !message.problem) setMessage(null);
            }}
            aria-describedby="note-message"
            aria-invalid={message?.problem ? true : undefined}
            className="min-h-24"
          />
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={sending}>
            {words.addNote}
          </Button>
          <FieldMessage
            id="note-message"
            tone={message?.problem ? "error" : "hint"}
            role={message?.problem ? "alert" : "status"}
          >
            {message?.text}
          </FieldMessage>
        </div>
      </form>
    </section>
  );
}
