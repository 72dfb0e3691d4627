import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FieldLabel, FieldMessage, Input } from "#app/components/ui/field.tsx";
import { type ErasureAnswer, erasedCounts } from "#schemas/staff-leads.ts";
import { ApiError, api } from "../api.ts";
import { copy } from "../copy.ts";
import { inboxCopy } from "../inbox-copy.ts";

const words = inboxCopy.lead;

/**
 * The right to erasure (admins): the address typed again confirms it; once
 * done, the leads page says what went.
 */
export function ErasePerson({ email }: { email: string }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function erase(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const confirmation = String(new FormData(event.currentTarget).get("confirmation") ?? "");
    try {
      const { removed } = await api<ErasureAnswer>("/api/erasure", {
        method: "POST",
        body: { email, confirmation },
      });
      const { leads, resumes } = erasedCounts(removed);
      navigate("/leads", { replace: true, state: { notice: words.erased(email, leads, resumes) } });
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : copy.failed);
    }
  }

  return (
    <section aria-labelledby="erase-title" className="border-danger mt-10 rounded-xl border p-4">
      <h2 id="erase-title" className="text-h3">
        {words.eraseTitle}
      </h2>
      {open ? (
        <form onSubmit={erase} className="mt-3 flex flex-col gap-3">
          <p>{words.eraseIntro}</p>
          <Field>
            <FieldLabel htmlFor="confirmation">{words.confirmLabel}</FieldLabel>
            <Input
              id="confirmation"
              name="confirmation"
              autoComplete="off"
              required
              aria-describedby="erase-problem"
              aria-invalid={problem ? true : undefined}
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" className="bg-danger hover:bg-danger">
              {words.eraseConfirm}
            </Button>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {words.cancel}
            </Button>
          </div>
          <FieldMessage id="erase-problem" tone="error" role="alert">
            {problem}
          </FieldMessage>
        </form>
      ) : (
        <Button type="button" variant="outline" className="mt-3" onClick={() => setOpen(true)}>
          {words.erase}
        </Button>
      )}
    </section>
  );
}
