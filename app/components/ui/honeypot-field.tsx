import { honeypotFieldName } from "#schemas/form-posts.ts";

/**
 * A field people never see or reach; bots that fill every input fill it, and
 * the lead service then stores nothing (schemas/fields.ts).
 */
export function HoneypotField({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input
          type="text"
          name={honeypotFieldName}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </label>
    </div>
  );
}
