import type { Writable } from "node:stream";

/**
 * Where a command of `npm run leads` reads its settings and writes: the
 * process's own when run by a person, a test's when called in its process.
 */
export type CliIo = { env: NodeJS.ProcessEnv; stdout: Writable; stderr: Writable };

/** A usage error: said on one line with the way to the help, exit status 2, never a stack trace. */
export class UsageError extends Error {}

/** Stops the command with a usage error. */
export function fail(message: string): never {
  throw new UsageError(message);
}
