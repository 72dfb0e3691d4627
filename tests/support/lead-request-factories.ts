/**
 * Lead bodies as the site sends them (SPEC §7), with overrides, for the
 * server's tests and the end-to-end suite alike.
 */
export function createSignup(
  overrides: Partial<{ email: string; sheet: string; website: string }> = {},
) {
  return { json: { email: "ada@example.com", sheet: "Mailing List", ...overrides } };
}

export function createContact(
  overrides: Partial<{
    name: string;
    email: string;
    phone: string;
    message: string;
    website: string;
  }> = {},
) {
  return {
    json: {
      name: "Ada Okafor",
      email: "ada@example.com",
      phone: "+2348012345678",
      message: "Hello hub",
      ...overrides,
    },
  };
}

export function createBrochureRequest(overrides: Record<string, unknown> = {}) {
  return {
    lib_version: "4.4.1",
    user_id: "codeville-site",
    service_id: "codeville_mail",
    template_id: "brochure_request",
    template_params: {
      email_subject: "Codeville Brochure Request",
      to_email: "parent@example.com",
    },
    ...overrides,
  };
}

/**
 * A form as a browser posts it without JavaScript (schemas/form-posts.ts):
 * urlencoded fields, the honeypot left empty unless overridden.
 */
export function createFormPost(fields: Record<string, string>) {
  return new URLSearchParams({ website: "", ...fields }).toString();
}
