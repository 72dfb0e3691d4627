/** The codings a site file can be sent in, in the server's order of preference. */
export type Encoding = "br" | "gzip" | "identity";

const preference: readonly Encoding[] = ["br", "gzip", "identity"];

/** A qvalue of RFC 9110 §12.4.2: 0 to 1 with at most three decimals. */
const qvalue = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * Below every qvalue a client can write, above zero: an unnamed identity stays
 * acceptable but loses to any coding the client named.
 */
const implicitIdentityWeight = 0.0001;

/** Each named coding's weight, and the weight of `*` if given. */
function parseAcceptEncoding(header: string) {
  const named = new Map<string, number>();
  for (const member of header.split(",")) {
    const [token = "", ...parameters] = member.split(";").map((part) => part.trim());
    if (token === "") continue;
    let weight = 1;
    for (const parameter of parameters) {
      const [name = "", value = ""] = parameter.split("=").map((part) => part.trim());
      if (name.toLowerCase() !== "q") continue;
      // A member with a malformed weight says nothing reliable: it is left out.
      weight = qvalue.test(value) ? Number(value) : Number.NaN;
    }
    if (Number.isNaN(weight)) continue;
    const coding = token.toLowerCase();
    // RFC 9110 §8.4.1.3: x-gzip is gzip.
    const name = coding === "x-gzip" ? "gzip" : coding;
    if (!named.has(name)) named.set(name, weight);
  }
  return named;
}

/**
 * The coding to send a file in, negotiated by RFC 9110 §12.5.3: the highest
 * weight wins, brotli before gzip before identity on a tie. A coding the
 * client does not name takes the weight of `*`, or is unacceptable without
 * it; identity alone stays acceptable unless `identity;q=0`, or `*;q=0` with no
 * identity entry, excludes it. Without the header, or with an empty one, the
 * file is sent as it is. null: nothing available is acceptable (406).
 */
export function negotiateEncoding(
  header: string | undefined,
  available: ReadonlySet<Encoding>,
): Encoding | null {
  if (header === undefined || header.trim() === "") return "identity";
  const named = parseAcceptEncoding(header);
  const wildcard = named.get("*");
  const weightOf = (coding: Encoding) =>
    named.get(coding) ?? wildcard ?? (coding === "identity" ? implicitIdentityWeight : 0);

  let chosen: Encoding | null = null;
  let chosenWeight = 0;
  for (const coding of preference) {
    if (!available.has(coding)) continue;
    const weight = weightOf(coding);
    if (weight > chosenWeight) {
      chosen = coding;
      chosenWeight = weight;
    }
  }
  return chosen;
}
