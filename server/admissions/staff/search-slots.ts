import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/** How long a search stays kept: a morning's work on a call, not a bookmark. */
export const searchSlotMinutes = 60;

/** The searches a browser keeps at once (a few tabs); the oldest goes first. */
const slotsKept = 5;

/**
 * The longest the cookie's name and value may be: a browser keeps 4,096
 * bytes of one cookie (RFC 6265 section 6.1) and silently drops a longer
 * one, and with it the search just made. Five searches of 200 letters of
 * Igbo (three bytes each) seal to some 4,600, so the oldest give way first.
 */
const cookieMaxBytes = 4000;

/** The cookie that holds them, sent only to the applications pages. */
export const searchCookieName = "staff-searches";
const cookiePath = "/applications";

/** A token names a kept search in the list's address: random, so it says nothing of the words. */
const tokenShape = /^[A-Za-z0-9_-]{16}$/;

type Slot = { token: string; call: string; q: string; until: number };

/**
 * A staff search of applications, kept out of every address (decision 211,
 * amended by decision 246): the search form's post keeps the words in a
 * slot of an encrypted, HttpOnly cookie and answers with a 303 to the
 * list's address and the slot's token, so the results are a GET that Back
 * and Reload show again without asking to post. The words never reach a
 * table, a log or a history: only the browser that searched holds them,
 * sealed (AES-256-GCM under a key derived from the staff signing secret,
 * bound to the person), for an hour. Every instance reads the same secret,
 * so any instance answers a token.
 */
export function searchSlots(signingSecret: string) {
  const key = Buffer.from(hkdfSync("sha256", signingSecret, "", "staff-application-searches", 32));

  function sealed(slots: readonly Slot[], staffId: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", key, iv).setAAD(Buffer.from(staffId));
    const body = Buffer.concat([cipher.update(JSON.stringify(slots), "utf8"), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
  }

  /** The slots a cookie holds for this person, or none: another's, altered or unreadable reads as none. */
  function opened(cookieHeader: string | undefined, staffId: string): Slot[] {
    const value = cookieValue(cookieHeader, searchCookieName);
    if (!value) return [];
    try {
      const raw = Buffer.from(value, "base64url");
      const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12))
        .setAAD(Buffer.from(staffId))
        .setAuthTag(raw.subarray(12, 28));
      const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
      const slots: unknown = JSON.parse(text.toString("utf8"));
      return Array.isArray(slots) ? (slots as Slot[]) : [];
    } catch {
      return [];
    }
  }

  return {
    /** Keeps a search: its token for the address, and the cookie to set. */
    keep(
      cookieHeader: string | undefined,
      staffId: string,
      search: { call: string; q: string },
      now: Date,
      secure: boolean,
    ): { token: string; cookie: string } {
      const token = randomBytes(12).toString("base64url");
      const live = opened(cookieHeader, staffId).filter((slot) => slot.until > now.getTime());
      let slots = [
        ...live.slice(-(slotsKept - 1)),
        { token, ...search, until: now.getTime() + searchSlotMinutes * 60_000 },
      ];
      let value = sealed(slots, staffId);
      // The newest alone always fits: 200 characters seal to under 1,300 bytes.
      while (`${searchCookieName}=${value}`.length > cookieMaxBytes && slots.length > 1) {
        slots = slots.slice(1);
        value = sealed(slots, staffId);
      }
      const cookie = [
        `${searchCookieName}=${value}`,
        `Path=${cookiePath}`,
        `Max-Age=${searchSlotMinutes * 60}`,
        "HttpOnly",
        "SameSite=Strict",
        ...(secure ? ["Secure"] : []),
      ].join("; ");
      return { token, cookie };
    },

    /** The words a token names for this person and call, or null when it is not (or no longer) kept. */
    find(
      cookieHeader: string | undefined,
      staffId: string,
      call: string,
      token: string,
      now: Date,
    ): string | null {
      const slot = opened(cookieHeader, staffId).find(
        (each) => each.token === token && each.call === call,
      );
      return slot && slot.until > now.getTime() && typeof slot.q === "string" ? slot.q : null;
    },
  };
}

export type SearchSlots = ReturnType<typeof searchSlots>;

/** Whether text could be a search's token (what the address may carry). */
export function isSearchToken(value: string): boolean {
  return tokenShape.test(value);
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}
