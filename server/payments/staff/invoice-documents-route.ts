import type { FastifyInstance, FastifyRequest } from "fastify";
import { clientAddress } from "#server/client-address.ts";
import {
  documentFileName,
  invoicePdf,
  receiptPdf,
} from "#server/payments/pdf/payment-documents.ts";
import { sendPdf } from "#server/payments/pdf/send-pdf.ts";
import { paymentRecorders } from "#server/payments/recorded-payment-route.ts";
import {
  invoiceParams,
  type PaymentsPagesOptions,
} from "#server/payments/staff/payments-pages-options.ts";
import { invoiceSheet } from "#server/payments/staff/requested-invoice.ts";
import { refusal } from "#server/staff/guard.ts";

/** "12.pdf": a receipt's file in the address, by its payment's number. */
const receiptFile = /^([1-9]\d{0,15})\.pdf$/;

/**
 * GET /payments/<call>/<reference>/invoice.pdf and
 * /payments/<call>/<reference>/receipts/<payment>.pdf: the invoice and a
 * payment's receipt as the parent gets them, for staff to print or resend.
 * Each download is audited by the invoice's and the payment's numbers: the
 * document carries the parent's names and bank figures out of the staff side.
 */
export async function invoiceDocumentsRoute(app: FastifyInstance, options: PaymentsPagesOptions) {
  const audited = (
    request: FastifyRequest,
    invoice: { id: number; reference: string },
    detail: { document: "invoice" } | { document: "receipt"; payment: number },
  ) =>
    options.audit.record({
      action: "payment-document-downloaded",
      actor: request.staff,
      target: `invoice:${invoice.id}`,
      detail: { ...detail, invoice: invoice.reference },
      address: clientAddress(request),
    });

  app.get(
    "/payments/:call/:reference/invoice.pdf",
    { config: { roles: paymentRecorders } },
    async (request, reply) => {
      const address = invoiceParams(request.params);
      const sheet = address && (await invoiceSheet(options, address));
      if (!sheet) return refusal(reply, 404, "There is no such invoice.");
      const bytes = await invoicePdf(sheet);
      await audited(
        request,
        { id: sheet.id, reference: sheet.invoice.reference },
        { document: "invoice" },
      );
      return sendPdf(reply, documentFileName("invoice", sheet.invoice.reference), bytes);
    },
  );

  app.get(
    "/payments/:call/:reference/receipts/:file",
    { config: { roles: paymentRecorders } },
    async (request, reply) => {
      const address = invoiceParams(request.params);
      const payment = receiptFile.exec(String((request.params as { file?: unknown }).file));
      const sheet = address && payment && (await invoiceSheet(options, address));
      const id = Number(payment?.[1]);
      const bytes = sheet && (await receiptPdf(sheet, id));
      if (!sheet || !bytes) return refusal(reply, 404, "There is no such receipt.");
      await audited(
        request,
        { id: sheet.id, reference: sheet.invoice.reference },
        { document: "receipt", payment: id },
      );
      return sendPdf(reply, documentFileName("receipt", sheet.invoice.reference, id), bytes);
    },
  );
}
