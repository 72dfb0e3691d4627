import * as z from "zod/mini";
import { emailField, honeypotField, messageField, nameField, phoneField } from "./fields.ts";

/** SPEC §7.3: `{"json":{"name","email","phone","message"}}`. Unknown keys are dropped. */
export const contactMessageSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  message: messageField,
  website: honeypotField,
});

export const contactBodySchema = z.object({ json: contactMessageSchema });

export type ContactMessage = z.output<typeof contactMessageSchema>;
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactBody = z.input<typeof contactBodySchema>;
