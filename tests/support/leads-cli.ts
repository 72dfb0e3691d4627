import { Writable } from "node:stream";
import { runLeadsCli } from "#server/cli/leads-cli.ts";

/** A stream that keeps what is written to it, as text. */
function kept() {
  let text = "";
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}

/**
 * `npm run leads -- …` with these settings, called in this process: what it
 * prints and its exit status, as a person running it gets them, without the
 * seconds a new Node process compiling TypeScript takes. A test of how the
 * process itself starts (its .env file) spawns it instead.
 */
export async function leadsCli(
  env: NodeJS.ProcessEnv,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = kept();
  const stderr = kept();
  const code = await runLeadsCli(args, { env, stdout: stdout.stream, stderr: stderr.stream });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}
