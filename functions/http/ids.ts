const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Record ids are uuids; anything else names no record (and must not reach a uuid column, where it would fail). */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** The outbox numbers its mails (bigserial): a decimal number of at most 18 digits, or no mail. */
export function isSerialId(value: unknown): value is string {
  return typeof value === "string" && /^[1-9][0-9]{0,17}$/.test(value);
}
