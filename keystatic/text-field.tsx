import { fields } from "@keystatic/core";
import { placeholderSource } from "#content-model/placeholders.ts";

/**
 * A text of the content in the editor: Keystatic's text field with the
 * schema's lengths and pattern, except that a text holding a
 * `{record.field}` placeholder is not measured here: the site fills it
 * ("{startupBoost.title} ({startupBoost.duration})" is much shorter on the
 * page than as typed), and the server measures it filled when the save
 * arrives. Measured as typed, the Startzone incubation page's description
 * could not be saved (issue 32, item 7).
 */

export type TextField = ReturnType<typeof fields.text>;

type Pattern = { regex: RegExp; message: string };

const placeholder = new RegExp(placeholderSource);

export function contentTextField(options: {
  label: string;
  /** Help under the label. */
  description?: string;
  multiline: boolean;
  min?: number;
  max?: number;
  pattern?: Pattern;
}): TextField {
  const { label, description, multiline, min, max, pattern } = options;
  const measured = fields.text({
    label,
    ...(description ? { description } : {}),
    multiline,
    validation: { length: { min, max }, ...(pattern ? { pattern } : {}) },
  });
  const unmeasured = fields.text({
    label,
    multiline,
    ...(pattern ? { validation: { pattern } } : {}),
  });
  const MeasuredInput = measured.Input;
  return {
    ...measured,
    Input(props) {
      // Keystatic's input takes its bounds from its props, after the field's own.
      return placeholder.test(props.value) ? (
        <MeasuredInput {...props} {...{ min: 0, max: Number.POSITIVE_INFINITY }} />
      ) : (
        <MeasuredInput {...props} />
      );
    },
    validate: (value, extra) =>
      placeholder.test(value) ? unmeasured.validate(value, extra) : measured.validate(value, extra),
  };
}
