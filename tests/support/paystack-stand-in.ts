import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { paystackSignature } from "#server/payments/paystack-signature.ts";

/** Test keys in Paystack's form; the stand-in accepts only this secret. */
export const standInKeys = {
  PAYSTACK_SECRET_KEY: "sk_test_standin0000000000000000000000000000",
  PAYSTACK_PUBLIC_KEY: "pk_test_standin0000000000000000000000000000",
};

type Transaction = {
  reference: string;
  email: string;
  amount: number;
  currency: string;
  callbackUrl: string;
  accessCode: string;
  status: "abandoned" | "success";
  paidAt: string | null;
  /** What the stand-in reports as charged: the amount asked, unless a test says otherwise. */
  chargedAmount: number;
  chargedCurrency: string;
};

/** How the next payment behaves: what Paystack reports, and how its webhook arrives. */
export type StandInBehaviour = {
  /** Report another amount than the one the transaction asked for. */
  chargedAmount?: (asked: number) => number;
  chargedCurrency?: string;
  /** "send" at once, "hold" until releaseWebhooks() (a late webhook), or "none". */
  webhook: "send" | "hold" | "none";
  /** A bad signature is what an attacker without the secret key sends. */
  signature: "good" | "bad";
  /** How many times each webhook is delivered (Paystack retries until it gets 200). */
  deliveries: number;
};

/** Where the stand-in delivers webhooks: a real URL, or a test's own injector. */
export type WebhookTarget = (rawBody: string, signature: string) => Promise<number>;

export function postTo(url: string): WebhookTarget {
  return async (rawBody, signature) => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "x-paystack-signature": signature },
      body: rawBody,
    });
    return response.status;
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

/**
 * A local Paystack for tests (issue 35), after its documented behaviour:
 * `POST /transaction/initialize` with the secret key opens a transaction and
 * answers a checkout address; the checkout page's Pay button "pays" and
 * redirects to the callback with `?trxref=…&reference=…`, then posts a
 * `charge.success` webhook signed with HMAC-SHA512 of its raw body;
 * `GET /transaction/verify/:reference` tells how it ended. A checkout's
 * address stays usable until it is paid, once: opened again after, it takes
 * nothing. Tests can make it
 * report a wrong amount, sign badly, deliver twice or deliver late.
 */
export async function startPaystackStandIn(
  /** `port`: a fixed one for a run by hand (scripts/paystack-stand-in.ts); tests take any free one. */
  options: { secretKey?: string; webhook?: WebhookTarget; port?: number } = {},
) {
  const secretKey = options.secretKey ?? standInKeys.PAYSTACK_SECRET_KEY;
  const transactions = new Map<string, Transaction>();
  const byAccessCode = new Map<string, Transaction>();
  const held: string[] = [];
  const deliveries: number[] = [];
  let webhookTarget = options.webhook;
  let behaviour: StandInBehaviour = { webhook: "send", signature: "good", deliveries: 1 };
  let url = "";

  const authorised = (request: IncomingMessage) =>
    request.headers.authorization === `Bearer ${secretKey}`;

  function transactionData(transaction: Transaction) {
    return {
      id: 1,
      status: transaction.status,
      reference: transaction.reference,
      amount: transaction.status === "success" ? transaction.chargedAmount : transaction.amount,
      currency:
        transaction.status === "success" ? transaction.chargedCurrency : transaction.currency,
      paid_at: transaction.paidAt,
      channel: "card",
      gateway_response: transaction.status === "success" ? "Successful" : "Abandoned",
      customer: { email: transaction.email },
    };
  }

  /** Signs and delivers one event as Paystack does (or with a bad signature). */
  async function deliver(rawBody: string, signature: "good" | "bad" = behaviour.signature) {
    if (!webhookTarget) throw new Error("the stand-in has no webhook target");
    const signed =
      signature === "good"
        ? paystackSignature(secretKey, rawBody)
        : paystackSignature("sk_test_not_the_key", rawBody);
    const status = await webhookTarget(rawBody, signed);
    deliveries.push(status);
    return status;
  }

  async function chargeSucceeded(transaction: Transaction) {
    if (behaviour.webhook === "none") return;
    const body = JSON.stringify({ event: "charge.success", data: transactionData(transaction) });
    if (behaviour.webhook === "hold") {
      held.push(body);
      return;
    }
    for (let time = 0; time < behaviour.deliveries; time += 1) await deliver(body);
  }

  /** Pays a transaction as the checkout's button does; answers the callback address. */
  async function pay(accessCode: string): Promise<string> {
    const transaction = byAccessCode.get(accessCode);
    if (!transaction) throw new Error(`no checkout ${accessCode}`);
    if (transaction.status === "success") throw new Error(`checkout ${accessCode} is paid already`);
    transaction.status = "success";
    transaction.paidAt = new Date().toISOString();
    transaction.chargedAmount = behaviour.chargedAmount?.(transaction.amount) ?? transaction.amount;
    transaction.chargedCurrency = behaviour.chargedCurrency ?? transaction.currency;
    await chargeSucceeded(transaction);
    const callback = new URL(transaction.callbackUrl);
    callback.searchParams.set("trxref", transaction.reference);
    callback.searchParams.set("reference", transaction.reference);
    return callback.toString();
  }

  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? "/", "http://stand-in").pathname;
    if (request.method === "POST" && path === "/transaction/initialize") {
      if (!authorised(request))
        return json(response, 401, { status: false, message: "Invalid key" });
      const body = JSON.parse(await readBody(request)) as Record<string, unknown>;
      const reference = String(body.reference ?? randomBytes(6).toString("hex"));
      if (transactions.has(reference)) {
        return json(response, 400, { status: false, message: "Duplicate Transaction Reference" });
      }
      if (typeof body.email !== "string" || !Number.isInteger(body.amount)) {
        return json(response, 400, { status: false, message: "Invalid Email Address Passed" });
      }
      const accessCode = randomBytes(8).toString("hex");
      const transaction: Transaction = {
        reference,
        email: body.email,
        amount: body.amount as number,
        currency: String(body.currency ?? "NGN"),
        callbackUrl: String(body.callback_url),
        accessCode,
        status: "abandoned",
        paidAt: null,
        chargedAmount: 0,
        chargedCurrency: "NGN",
      };
      transactions.set(reference, transaction);
      byAccessCode.set(accessCode, transaction);
      return json(response, 200, {
        status: true,
        message: "Authorization URL created",
        data: {
          authorization_url: `${url}/checkout/${accessCode}`,
          access_code: accessCode,
          reference,
        },
      });
    }
    const verify = /^\/transaction\/verify\/(.+)$/.exec(path);
    if (request.method === "GET" && verify) {
      if (!authorised(request))
        return json(response, 401, { status: false, message: "Invalid key" });
      const transaction = transactions.get(decodeURIComponent(verify[1] ?? ""));
      if (!transaction) {
        return json(response, 400, { status: false, message: "Transaction reference not found" });
      }
      return json(response, 200, {
        status: true,
        message: "Verification successful",
        data: transactionData(transaction),
      });
    }
    const checkout = /^\/checkout\/([0-9a-f]+)$/.exec(path);
    if (checkout && byAccessCode.has(checkout[1] ?? "")) {
      const transaction = byAccessCode.get(checkout[1] ?? "") as Transaction;
      // As Paystack: an access code pays once; its page, opened again, takes nothing more.
      if (transaction.status === "success") {
        response.writeHead(request.method === "GET" ? 200 : 409, {
          "content-type": "text/html; charset=utf-8",
        });
        response.end(
          "<!doctype html><title>Paystack stand-in</title><h1>This transaction has been completed</h1>",
        );
        return;
      }
      if (request.method === "GET") {
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        response.end(
          `<!doctype html><title>Paystack stand-in</title><h1>Pay NGN ${transaction.amount / 100}</h1><form method="post"><button>Pay</button></form>`,
        );
        return;
      }
      const callback = await pay(checkout[1] ?? "");
      response.writeHead(302, { location: callback });
      response.end();
      return;
    }
    json(response, 404, { status: false, message: "Not found" });
  });
  server.listen(options.port ?? 0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the stand-in has no port");
  url = `http://127.0.0.1:${address.port}`;

  return {
    url,
    secretKey,
    /** The status each webhook delivery got, in order. */
    deliveries,
    setWebhookTarget(target: WebhookTarget) {
      webhookTarget = target;
    },
    behave(next: Partial<StandInBehaviour>) {
      behaviour = { ...behaviour, ...next };
    },
    /** The checkout's Pay button, without a browser: answers the callback address. */
    async payAt(checkoutUrl: string) {
      return pay(new URL(checkoutUrl).pathname.split("/").at(-1) ?? "");
    },
    /** Delivers the webhooks held back ("hold"), as a late Paystack would. */
    async releaseWebhooks() {
      for (const body of held.splice(0)) {
        for (let time = 0; time < behaviour.deliveries; time += 1) await deliver(body);
      }
    },
    /** Any body, signed with the key (or not): replays, unknown references, malformed JSON. */
    deliver,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PaystackStandIn = Awaited<ReturnType<typeof startPaystackStandIn>>;
