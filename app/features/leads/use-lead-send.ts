import { useState } from "react";
import { showToast } from "#app/components/ui/toast.ts";

type OutcomeMessages = { successMessage: string; errorMessage: string };

/**
 * What every lead form does around its request (SPEC §4): it is busy while
 * the request runs, then toasts the outcome. Only a success runs `onSent`
 * (which clears the form); a failure leaves everything the visitor typed.
 */
export function useLeadSend({ successMessage, errorMessage }: OutcomeMessages) {
  const [sending, setSending] = useState(false);
  async function send(request: () => Promise<boolean>, onSent: () => void) {
    setSending(true);
    const sent = await request();
    setSending(false);
    if (sent) {
      onSent();
      showToast("success", successMessage);
    } else {
      showToast("error", errorMessage);
    }
  }
  return { sending, send };
}
