import * as z from "zod";

/** Paystack's live API; PAYSTACK_API_URL points tests at the local stand-in. */
export const paystackDefaultApiUrl = "https://api.paystack.co";

/** How long a call to Paystack may take before the parent is told to try again. */
export const paystackTimeoutMs = 15_000;

export type PaystackSettings = {
  secretKey: string;
  apiUrl: string;
  fetchImpl?: typeof fetch;
};

export type CheckoutRequest = {
  /** Paystack requires the payer's address; it is sent to Paystack, never logged. */
  email: string;
  amount: number;
  reference: string;
  callbackUrl: string;
};

const initializeAnswer = z.object({
  status: z.literal(true),
  data: z.object({ authorization_url: z.url({ protocol: /^https?$/ }), reference: z.string() }),
});

/** The part of a transaction the hub reads: never the card's details, which Paystack keeps. */
const transactionData = z.object({
  status: z.string(),
  reference: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  paid_at: z.string().nullish(),
});

export type PaystackTransaction = z.infer<typeof transactionData>;

const verifyAnswer = z.object({ status: z.literal(true), data: transactionData });

/** The `charge.success` event of a webhook; other events are acknowledged and ignored. */
export const paystackEventSchema = z.object({
  event: z.string(),
  data: z.unknown(),
});
export const chargeDataSchema = transactionData;

export class PaystackUnavailable extends Error {}

/**
 * The two calls the hub makes to Paystack (issue 35): open a transaction
 * for an amount in kobo and a reference of ours, and ask how a transaction
 * ended. The parent pays on Paystack's own checkout page, so no card number
 * ever reaches the hub's servers.
 */
export function paystackClient(settings: PaystackSettings) {
  const fetchImpl = settings.fetchImpl ?? fetch;
  const base = settings.apiUrl.replace(/\/+$/, "");

  async function call(path: string, init: RequestInit): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        ...init,
        headers: {
          authorization: `Bearer ${settings.secretKey}`,
          "content-type": "application/json",
          accept: "application/json",
        },
        signal: AbortSignal.timeout(paystackTimeoutMs),
      });
    } catch (error) {
      throw new PaystackUnavailable("Paystack could not be reached", { cause: error });
    }
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new PaystackUnavailable(`Paystack answered ${response.status} without JSON`);
    }
  }

  return {
    /** Opens a transaction; the parent is sent to the address it answers. */
    async initialize(request: CheckoutRequest): Promise<{ authorizationUrl: string }> {
      const answer = initializeAnswer.safeParse(
        await call("/transaction/initialize", {
          method: "POST",
          body: JSON.stringify({
            email: request.email,
            amount: request.amount,
            currency: "NGN",
            reference: request.reference,
            callback_url: request.callbackUrl,
          }),
        }),
      );
      if (!answer.success) throw new PaystackUnavailable("Paystack refused to open the payment");
      return { authorizationUrl: answer.data.data.authorization_url };
    },

    /** How a transaction ended, or null when Paystack knows no such reference. */
    async verify(reference: string): Promise<PaystackTransaction | null> {
      const answer = verifyAnswer.safeParse(
        await call(`/transaction/verify/${encodeURIComponent(reference)}`, { method: "GET" }),
      );
      return answer.success ? answer.data.data : null;
    },
  };
}

export type PaystackClient = ReturnType<typeof paystackClient>;
