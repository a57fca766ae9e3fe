/** How the API answers a call it refuses: a code, the spec's message, and a message per field when fields are at fault. */
export interface ErrorEnvelope {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/**
 * An error the API reports: the HTTP status, and the envelope's code, message and fields. The functions throw it and
 * `errorBody` writes its envelope; in the browser, `api()` (src/lib/api.ts) raises it again from that envelope.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** The envelope of an error; the local server's own refusals (scripts/patch-netlify-cli.ts) answer with it too. */
export function errorBody(error: ApiError): ErrorEnvelope {
  return { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } };
}
