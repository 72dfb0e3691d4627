import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { request } from "node:http";
import { type MultipartPart, multipartBody } from "#tests/support/multipart-body.ts";

/**
 * A form with a file posted to the service as a browser streams it, in
 * 1 MB pieces, answering JSON as the page's script asks; resolves with the
 * status (0 when the connection failed), so a benchmark counts what was stored.
 */
export function postMultipartInPieces(url: URL, parts: MultipartPart[]): Promise<number> {
  const { body, contentType } = multipartBody(parts);
  return new Promise((resolve) => {
    const outgoing = request(url, {
      method: "POST",
      headers: {
        origin: url.origin,
        accept: "application/json",
        "content-type": contentType,
        "content-length": body.length,
      },
    });
    outgoing.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    outgoing.on("error", () => resolve(0));
    const piece = 1024 * 1024;
    let offset = 0;
    const writeMore = () => {
      while (offset < body.length) {
        const chunk = body.subarray(offset, offset + piece);
        offset += chunk.length;
        if (!outgoing.write(chunk)) return outgoing.once("drain", writeMore);
      }
      outgoing.end();
    };
    writeMore();
  });
}

/** A process's resident set now and its peak since the last reset, in MB (Linux). */
export function memoryMb(pid: number): { rss: number; peak: number } {
  const status = execFileSync("cat", [`/proc/${pid}/status`], { encoding: "utf8" });
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

/** Resets the peak resident set to the current one (Linux: write 5 to clear_refs). */
export function resetPeakMemory(pid: number) {
  writeFileSync(`/proc/${pid}/clear_refs`, "5");
}
