import type { MessageKey, MessageValues } from "../i18n/keys.ts";

/**
 * How the API answers a call it refuses: a code, the message's key and its text in the caller's language (with the
 * values that filled its blanks), and, when fields are at fault, each field's text and key.
 */
export interface ErrorEnvelope {
  error: {
    code: string;
    key: string;
    message: string;
    values?: MessageValues;
    fields?: Record<string, string>;
    fieldKeys?: Record<string, string>;
  };
}

/**
 * An error the API reports: the HTTP status, the envelope's code, the key of its message (and the values of its
 * blanks), and the message of each field at fault (a key, or zod's own English for a rule that names none). The
 * functions throw it; functions/http/respond.ts writes its envelope in the caller's language.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly key: MessageKey;
  readonly fields?: Record<string, string>;
  readonly values?: MessageValues;

  constructor(status: number, code: string, key: MessageKey, fields?: Record<string, string>, values?: MessageValues) {
    super(key);
    this.status = status;
    this.code = code;
    this.key = key;
    this.fields = fields;
    this.values = values;
  }
}
