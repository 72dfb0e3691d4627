/** What the lead service answered: its status, its JSON body and, for a refusal, a message per field. */
export type MultipartAnswer =
  | { ok: true; body: unknown }
  | { ok: false; status: number; fields: Record<string, string>; body: unknown };

/**
 * Posts a form as multipart/form-data with XMLHttpRequest, the one browser
 * API that reports upload progress (fetch does not), asking for a JSON
 * answer. A network failure resolves as status 0 with no field messages.
 */
export function sendMultipart(
  url: string,
  body: FormData,
  onProgress: (fraction: number) => void,
): Promise<MultipartAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("Accept", "application/json");
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      if (request.status >= 200 && request.status < 300) {
        return resolve({ ok: true, body: request.response as unknown });
      }
      const answer = request.response as { fields?: Record<string, string> } | null;
      resolve({
        ok: false,
        status: request.status,
        fields: answer?.fields ?? {},
        body: request.response as unknown,
      });
    });
    const failed = () => resolve({ ok: false, status: 0, fields: {}, body: null });
    request.addEventListener("error", failed);
    request.addEventListener("abort", failed);
    request.addEventListener("timeout", failed);
    request.send(body);
  });
}
