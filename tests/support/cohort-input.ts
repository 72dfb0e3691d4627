/**
 * A kids cohort as an editor would save it, before the schema parses it:
 * August 2028, ₦150,000 in two instalments. Tests change what their rule is about.
 */
export function cohortInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    starts: "2028-08-01",
    ends: "2028-08-31",
    days: "Monday to Friday",
    hours: "10am to 3pm",
    places: 30,
    fee: 15_000_000,
    feePer: "cohort",
    instalments: { first: 10_000_000, second: 5_000_000 },
    ...overrides,
  };
}
