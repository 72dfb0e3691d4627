import { type FormEvent, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FieldLabel, FieldMessage, Select } from "#app/components/ui/field.tsx";
import type { LeadKind } from "#schemas/staff.ts";
import type { AssignedAnswer, Assignees } from "#schemas/staff-leads.ts";
import { ApiError, api } from "../api.ts";
import { copy } from "../copy.ts";
import { inboxCopy } from "../inbox-copy.ts";
import { personName } from "../person-name.ts";

const words = inboxCopy.lead;

/** Who follows the lead up: a person whose role opens the leads, or nobody. */
export function LeadAssignee({
  kind,
  id,
  assignedTo,
  people,
  onAssigned,
}: {
  kind: LeadKind;
  id: number;
  assignedTo: string | null;
  people: Assignees["people"];
  onAssigned: (assignee: string | null) => void;
}) {
  const [message, setMessage] = useState<{ text: string; problem: boolean } | null>(null);

  async function assign(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = String(new FormData(event.currentTarget).get("assignee") ?? "");
    try {
      const answer = await api<AssignedAnswer>(`/api/leads/${kind}/${id}/assignee`, {
        method: "POST",
        body: { assignee: chosen || null },
      });
      onAssigned(answer.assigned_to);
      setMessage({ text: words.assigned, problem: false });
    } catch (error) {
      setMessage({ text: error instanceof ApiError ? error.message : copy.failed, problem: true });
    }
  }

  return (
    <form onSubmit={assign} className="flex flex-wrap items-end gap-2">
      <Field className="min-w-0 flex-1">
        <FieldLabel htmlFor="assignee">{words.assignee}</FieldLabel>
        <Select
          id="assignee"
          name="assignee"
          defaultValue={assignedTo ?? ""}
          aria-describedby="assignee-message"
        >
          <option value="">{words.nobody}</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {personName(person.email)} ({person.email})
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" variant="outline">
        {words.assign}
      </Button>
      <FieldMessage
        id="assignee-message"
        className="w-full"
        tone={message?.problem ? "error" : "hint"}
        role={message?.problem ? "alert" : "status"}
      >
        {message?.text}
      </FieldMessage>
    </form>
  );
}
