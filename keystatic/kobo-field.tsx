import { fields } from "@keystatic/core";
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
      return (
        <div className="flex flex-col gap-1">
          <KoboInput {...props} />
          {props.value !== null && Number.isSafeInteger(props.value) && props.value >= 0 ? (
            <p className="text-small" data-naira-written-out="">
              {formatNaira(kobo(props.value))}
            </p>
          ) : null}
        </div>
      );
    },
  };
}
