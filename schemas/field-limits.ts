/**
 * Field rules shared by every lead body. Bounds are generous for real people
 * and tight enough that nobody can park a megabyte in the database.
 */
export const fieldLimits = {
  emailMaxChars: 254,
  nameMaxChars: 120,
  /** As typed, separators included: "+234 (803) 555-1234" is 19. */
  phoneMaxChars: 30,
  messageMaxChars: 5_000,
} as const;
