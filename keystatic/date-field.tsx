import { fields } from "@keystatic/core";
import { dayAndDate } from "#content-model/dates.ts";

/**
 * A date of the content in the editor: Keystatic's date box, with the day
 * written out under it ("Wednesday 31 March 2027"), since the browser's box
 * shows 03/31/2027 or 31/03/2027 depending on the phone (issue 32, item 9).
 */

export type DateField = ReturnType<typeof fields.date>;

export function contentDateField(options: { label: string; isRequired: boolean }): DateField {
  const field = fields.date({
    label: options.label,
    validation: { isRequired: options.isRequired },
  });
  const DateInput = field.Input;
  return {
    ...field,
    Input(props) {
      return (
        <div className="flex flex-col gap-1">
          <DateInput {...props} />
          {props.value ? (
            <p className="text-small" data-date-written-out="">
              {dayAndDate(props.value)}
            </p>
          ) : null}
        </div>
      );
    },
  };
}
