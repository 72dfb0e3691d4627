import { createHash, randomBytes } from "node:crypto";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { type Readable, Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import { resumeMaxBytes } from "#schemas/form-rules.ts";
import type { ResumeProblem } from "#schemas/talent-forms.ts";
import { PdfCheck, PdfRefused } from "#server/uploads/pdf/pdf-check.ts";

/** A résumé refused for what it is, with the SPEC §5 problem it has. */
export class ResumeRefused extends Error {
  constructor(
    readonly problem: ResumeProblem,
    /** What the PDF check found, for the log; never text of the file. */
    readonly detail?: string,
  ) {
    super(`resume refused: ${problem}`);
  }
}

/** A file received whole and checked, still under its temporary name. */
export type ReceivedResume = { tempPath: string; bytes: number; sha256: string };

/** What a stored résumé's row records. */
export type StoredResume = { file: string; bytes: number; sha256: string };

/**
 * Counts, hashes and checks the bytes on their way to disk: a file that is
 * not a PDF is refused at its first chunk, one that is too large at the byte
 * past the limit, and active content or a malformed PDF as soon as the check
 * meets it (server/uploads/pdf/pdf-check.ts), before the rest is read.
 */
class ResumeInspector extends Transform {
  bytes = 0;
  private readonly hash = createHash("sha256");
  private readonly pdf = new PdfCheck();

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > resumeMaxBytes) return done(new ResumeRefused("tooLarge"));
    try {
      this.pdf.write(chunk);
    } catch (error) {
      return done(refusedPdf(error));
    }
    this.hash.update(chunk);
    done(null, chunk);
  }

  override _flush(done: TransformCallback) {
    if (this.bytes === 0) return done(new ResumeRefused("missing"));
    try {
      this.pdf.end();
    } catch (error) {
      return done(refusedPdf(error));
    }
    done();
  }

  digest(): string {
    return this.hash.digest("hex");
  }
}

/** A folder's entries (a rename into it) on the disk, as a file's bytes are by its own sync. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function refusedPdf(error: unknown): Error {
  if (error instanceof PdfRefused) return new ResumeRefused(error.problem, error.detail);
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Where the files of the admissions forms' file questions live: a folder of
 * their own under UPLOADS_DIR, so each store's orphan sweep knows its files.
 */
export function admissionFilesDirectory(uploadsDir: string): string {
  return join(uploadsDir, "admissions");
}

/** Files older than this in the temporary folder, or without a row, belong to no request any more. */
export const orphanAgeMs = 60 * 60 * 1000;

/**
 * Résumés on disk in UPLOADS_DIR, outside the web root, under random names.
 * A file arrives in `.incoming/` and is renamed into place (one atomic step on
 * one file system) only once it is whole and checked; every failure removes
 * what it wrote. Several instances share the folder (docs/decisions/090-resume-storage.md).
 */
export function resumeStore(directory: string) {
  const incoming = join(directory, ".incoming");
  /** Made on first use, so a service that never receives a file never needs the folder. */
  const prepare = () => mkdir(incoming, { recursive: true, mode: 0o700 });

  const pathOf = (file: string) => {
    if (!/^[0-9a-f]{32}$/.test(file)) throw new Error("not a résumé file name");
    return join(directory, file);
  };

  return {
    directory,
    pathOf,

    /**
     * Streams one file to a temporary name, checking it on the way. Throws
     * ResumeRefused for an empty or oversized file, one that is not a PDF or
     * not a well-formed one, or one with active content; and whatever the
     * stream or the disk throws (a client gone, a full disk); in every case the
     * temporary file is gone. `truncated` is the parser's word that the file
     * went past its own limit.
     */
    async receive(source: Readable & { truncated?: boolean }): Promise<ReceivedResume> {
      await prepare();
      const tempPath = join(incoming, randomBytes(16).toString("hex"));
      const inspector = new ResumeInspector();
      // Opened before the first byte is read: a refusal in the first bytes then
      // fails the pipeline after the file exists, so the removal below finds it.
      const file = await open(tempPath, "wx", 0o600);
      try {
        // `flush` syncs the bytes to the disk before the file closes, so they
        // are there before its row can commit: a power cut after the commit
        // must not leave a row without its bytes.
        await pipeline(source, inspector, file.createWriteStream({ flush: true }));
        if (source.truncated) throw new ResumeRefused("tooLarge");
        return { tempPath, bytes: inspector.bytes, sha256: inspector.digest() };
      } catch (error) {
        await rm(tempPath, { force: true });
        throw error;
      }
    },

    /**
     * Gives a received file its random final name, and makes the rename
     * durable (the folder synced) before the caller writes the row naming it.
     */
    async keep(received: ReceivedResume): Promise<StoredResume> {
      const file = randomBytes(16).toString("hex");
      await rename(received.tempPath, pathOf(file));
      await syncFolder(directory);
      return { file, bytes: received.bytes, sha256: received.sha256 };
    },

    /** Forgets a received file that will not be kept. */
    async discard(received: ReceivedResume): Promise<void> {
      await rm(received.tempPath, { force: true });
    },

    async remove(file: string): Promise<void> {
      await rm(pathOf(file), { force: true });
    },

    /**
     * Deletes what no request will finish: temporary files and files without a
     * row, older than `orphanAgeMs` (a process that died between rename and
     * commit, or mid-upload). Younger ones may belong to a request in flight.
     */
    async sweepOrphans(known: Set<string>, now = Date.now()): Promise<number> {
      await prepare();
      let removed = 0;
      const candidates = [
        ...(await readdir(incoming)).map((name) => join(incoming, name)),
        ...(await readdir(directory))
          .filter((name) => /^[0-9a-f]{32}$/.test(name) && !known.has(name))
          .map((name) => join(directory, name)),
      ];
      for (const path of candidates) {
        const info = await stat(path).catch(() => null);
        if (info?.isFile() && now - info.mtimeMs > orphanAgeMs) {
          await rm(path, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}

export type ResumeStore = ReturnType<typeof resumeStore>;
