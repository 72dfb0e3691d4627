import { Field, FieldLabel, Select } from "#app/components/ui/field.tsx";

type ChoiceFieldProps<Value extends string> = {
  id: string;
  name: string;
  label: string;
  values: readonly Value[];
  /** What each value is called on screen. */
  names: Record<Value, string>;
  defaultValue: string;
  /** When given, a first option of this name that chooses none (an empty value). */
  anyName?: string;
  className?: string;
};

/** A labelled choice among a fixed list of values, as the staff pages' filters and role pickers use. */
export function ChoiceField<Value extends string>({
  id,
  name,
  label,
  values,
  names,
  defaultValue,
  anyName,
  className,
}: ChoiceFieldProps<Value>) {
  return (
    <Field className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Select id={id} name={name} defaultValue={defaultValue}>
        {anyName !== undefined && <option value="">{anyName}</option>}
        {values.map((value) => (
          <option key={value} value={value}>
            {names[value]}
          </option>
        ))}
      </Select>
    </Field>
  );
}
