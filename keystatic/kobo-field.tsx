import { fields } from "@keystatic/core";
import { type ComponentProps, type FormEvent, useState } from "react";
import { formatNaira, kobo, koboPerNaira } from "#schemas/money.ts";

/**
 * An amount of money in the editor: whole kobo, as the content stores it
 * (docs/decisions/185-cohort-fees-in-kobo-due-dates-by-rule.md), so what is
 * typed is what is saved. A hundred times the naira is easy to get wrong, so
 * the label says kobo and the amount is written out in naira under the box.
 */

export type KoboField = ReturnType<typeof fields.integer>;

export const koboFieldHelp = `In kobo: ₦1 is ${koboPerNaira} kobo, so ₦150,000 is 15,000,000 kobo. The amount in naira shows under the box.`;

export function contentKoboField(options: { label: string; isRequired: boolean }): KoboField {
  const field = fields.integer({
    label: `${options.label} in kobo`,
    description: koboFieldHelp,
    validation: { min: 0, isRequired: options.isRequired },
  });
  const KoboInput = field.Input;
  return {
    ...field,
    Input(props) {
      return <KoboInputWithNaira Input={KoboInput} {...props} />;
    },
  };
}

type KoboInputProps = ComponentProps<KoboField["Input"]>;

/** A whole, non-negative number of kobo written as typed: digits only, separators aside. */
function typedKobo(text: string): number | null {
  const digits = text.replace(/[\s,]/g, "");
  const value = /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * Keystatic's number box gives its value only when it loses focus, so the
 * naira line follows what is typed, key by key: a manager reading it while
 * typing on a phone must never see the amount before the change.
 */
function KoboInputWithNaira({ Input, ...props }: KoboInputProps & { Input: KoboField["Input"] }) {
  // What is typed counts until the box gives a value of its own (on leaving it).
  const [typed, setTyped] = useState<{ over: number | null; kobo: number | null } | null>(null);
  const amount = typed && typed.over === props.value ? typed.kobo : props.value;
  return (
    <div
      className="flex flex-col gap-1"
      onInput={(event: FormEvent<HTMLDivElement>) => {
        if (event.target instanceof HTMLInputElement)
          setTyped({ over: props.value, kobo: typedKobo(event.target.value) });
      }}
    >
      <Input {...props} />
      {amount !== null && Number.isSafeInteger(amount) && amount >= 0 ? (
        <p className="text-small" data-naira-written-out="" aria-live="polite">
          {formatNaira(kobo(amount))}
        </p>
      ) : null}
    </div>
  );
}
