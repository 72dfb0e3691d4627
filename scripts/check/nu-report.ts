import { relative } from "node:path";
import { fileURLToPath } from "node:url";

/** One message of the Nu Html Checker's `--format json` report. */
type NuMessage = {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
};

/**
 * The problems in a Nu Html Checker report, one line each (file:line:column
 * and the message): errors and warnings fail a build; plain information
 * (such as "trailing slash on void elements", which React writes) does not.
 */
export function nuProblems(reportJson: string, siteDir: string): string[] {
  const { messages } = JSON.parse(reportJson) as { messages: NuMessage[] };
  return messages
    .filter((message) => message.type !== "info" || message.subType === "warning")
    .map((message) => {
      const file = message.url ? relative(siteDir, fileURLToPath(message.url)) : "(checker)";
      const where = message.lastLine ? `:${message.lastLine}:${message.firstColumn ?? 0}` : "";
      const kind = message.type === "info" ? "warning" : message.type;
      return `${file}${where} ${kind}: ${message.message}`;
    });
}
