import { badRequest } from "../http/errors.ts";
import { HTTP_MESSAGES } from "../../src/domain/api-texts.ts";
import { MAX_IMAGE_BYTES, imageTooLarge } from "./process.ts";

/** Room for the text fields and multipart boundaries around the files. */
const FORM_OVERHEAD_BYTES = 256 * 1024;

/** Reads a multipart upload holding up to `files` images; a declared length beyond that is refused unread. */
export async function readUploadForm(request: Request, files: number): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) throw badRequest(HTTP_MESSAGES.expectedUpload);
  const length = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(length) && length > files * MAX_IMAGE_BYTES + FORM_OVERHEAD_BYTES) throw imageTooLarge();
  try {
    return await request.formData();
  } catch {
    throw badRequest(HTTP_MESSAGES.malformedUpload);
  }
}

/** A file field's bytes; null when absent or empty (browsers send an empty part when no file was chosen). */
export async function uploadedFile(form: FormData, name: string): Promise<Uint8Array | null> {
  const entry = form.get(name);
  if (!(entry instanceof File) || entry.size === 0) return null;
  return new Uint8Array(await entry.arrayBuffer());
}

/** A text field's value (a lone UTF-16 surrogate made U+FFFD); a file sent in a text field's place counts as missing. */
export function textField(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  if (typeof value !== "string") return undefined;
  // Postgres text cannot hold NUL: refuse it as bad input rather than fail at the database.
  if (value.includes("\u0000")) throw badRequest(HTTP_MESSAGES.nulCharacters, { [name]: HTTP_MESSAGES.nulCharacters });
  return value.toWellFormed();
}
