/**
 * What a visitor is told when an uploaded PDF is refused for what is inside
 * it (docs/decisions/177-pdf-uploads-checked-on-arrival.md). The lead service
 * reads every PDF as it arrives; these messages sit beside SPEC §5's, which
 * say it is not a PDF, too large, or missing. Shared by every form that takes
 * a PDF: the talent application now, the admissions forms' file questions next.
 */
export const pdfContentMessages = {
  activeContent:
    "This PDF contains scripts, attachments or actions: print it to a new PDF and upload that",
  protected: "This PDF is password-protected: save a copy without the password and upload that",
  unreadable: "This PDF could not be read: export it again from your editor and upload that",
} as const;

/** Why a PDF is refused: not a PDF at all (SPEC §5), or for what is inside it. */
export type PdfProblem = "notPdf" | keyof typeof pdfContentMessages;
