import { randomUUID } from "node:crypto";
import { getStore } from "@netlify/blobs";
import type { Fingerprint } from "./fingerprint.ts";
import type { ImageSize, ProcessedImage } from "./process.ts";

export const IMAGE_STORES = ["muse-profile-pictures", "muse-gallery", "article-covers"] as const;
export type ImageStoreName = (typeof IMAGE_STORES)[number];
/**
 * Stores no image URL names and GET /api/images never serves: the verification pictures, which only the admins'
 * own endpoint reads (functions/verification/).
 */
export const PRIVATE_IMAGE_STORES = ["verification-pictures"] as const;
export type PrivateImageStoreName = (typeof PRIVATE_IMAGE_STORES)[number];
type AnyImageStore = ImageStoreName | PrivateImageStoreName;

const IMAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const IMAGE_URL = /^\/api\/images\/([a-z-]+)\/([0-9a-f-]{36})(?:\?.*)?$/;

export interface StoredImage {
  id: string;
  url: string;
  /** The picture's perceptual fingerprint, for recordFingerprint once a row names the picture; null if none. */
  fingerprint: Fingerprint | null;
}

export function isImageStore(name: unknown): name is ImageStoreName {
  return typeof name === "string" && (IMAGE_STORES as readonly string[]).includes(name);
}

export function isImageId(id: unknown): id is string {
  return typeof id === "string" && IMAGE_ID.test(id);
}

/** How long one request to the blob store may take, and how many times a failed one is tried again. */
export const BLOB_LIMITS = { REQUEST_TIMEOUT_MS: 3_000, RETRIES: 1, RETRY_DELAY_MS: 200 } as const;

const retryable = (status: number) => status === 429 || status >= 500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long a failed upload waits for its half-written pair to be removed. */
const CLEANUP_WAIT_MS = 1_000;

/**
 * The blob client's requests, bounded: the client itself retries a failure five times, five seconds apart (25 s,
 * beyond a function's 10 s), so the visitor waited for a 504 instead of the spec's upload message. Each request gets a
 * time limit and one quick retry here; what still fails reaches the client as a 408, which it does not retry, so it
 * throws at once and the upload answers with its message.
 */
const boundedFetch: typeof fetch = async (input, init) => {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(input, { ...init, signal: AbortSignal.timeout(BLOB_LIMITS.REQUEST_TIMEOUT_MS) });
      if (!retryable(response.status)) return response;
      if (attempt >= BLOB_LIMITS.RETRIES)
        return new Response(null, { status: 408, statusText: `Blob store answered ${response.status}` });
    } catch (error) {
      if (attempt >= BLOB_LIMITS.RETRIES) return new Response(null, { status: 408, statusText: String(error) });
    }
    await sleep(BLOB_LIMITS.RETRY_DELAY_MS);
  }
};

/** Opened per call: getStore() needs the request's environment and throws at module scope in production. */
function blobStore(name: AnyImageStore) {
  return getStore({ name, consistency: "strong", fetch: boundedFetch });
}

const blobKey = (id: string, size: ImageSize) => `${id}/${size}`;

export function imageUrl(store: ImageStoreName, id: string): string {
  return `/api/images/${store}/${id}`;
}

/** The store and id behind one of our image URLs; null for anything else (e.g. demo pictures under /demo). */
export function imageRefFromUrl(url: string | null | undefined): { store: ImageStoreName; id: string } | null {
  const match = url ? IMAGE_URL.exec(url) : null;
  if (!match || !isImageStore(match[1]) || !isImageId(match[2])) return null;
  return { store: match[1], id: match[2] };
}

export function imageIdFromUrl(url: string | null | undefined): string | null {
  return imageRefFromUrl(url)?.id ?? null;
}

export async function deleteImage(store: AnyImageStore, id: string): Promise<void> {
  const blobs = blobStore(store);
  await Promise.all([blobs.delete(blobKey(id, "card")), blobs.delete(blobKey(id, "full"))]);
}

/** Stores both renditions under a fresh server-made id; a half-written pair is removed again. */
async function writeImage(store: AnyImageStore, image: ProcessedImage): Promise<string> {
  const id = randomUUID();
  const blobs = blobStore(store);
  try {
    await Promise.all([
      blobs.set(blobKey(id, "card"), new Blob([new Uint8Array(image.card)])),
      blobs.set(blobKey(id, "full"), new Blob([new Uint8Array(image.full)])),
    ]);
  } catch (error) {
    // A store that failed the write may fail this too: the attempt is bounded, and a pair left behind is never
    // named by any row, so nobody can reach it.
    await Promise.race([deleteImage(store, id).catch(() => undefined), sleep(CLEANUP_WAIT_MS)]);
    throw error;
  }
  return id;
}

export async function storeImage(store: ImageStoreName, image: ProcessedImage): Promise<StoredImage> {
  const id = await writeImage(store, image);
  return { id, url: imageUrl(store, id), fingerprint: image.fingerprint };
}

/** A private picture has no URL anyone could ask for: it is named by its id alone. */
export function storePrivateImage(store: PrivateImageStoreName, image: ProcessedImage): Promise<string> {
  return writeImage(store, image);
}

export async function readImage(store: AnyImageStore, id: string, size: ImageSize): Promise<ArrayBuffer | null> {
  const bytes: ArrayBuffer | null = await blobStore(store).get(blobKey(id, size), { type: "arrayBuffer" });
  return bytes ?? null;
}

/**
 * Best-effort removal of the blobs behind image URLs, for clean-up after a failed write or a replaced
 * picture: a failure is logged, never thrown, so it cannot undo the change that made the blobs unused.
 */
export async function discardImages(urls: Array<string | null | undefined>): Promise<void> {
  await Promise.all(
    urls.map(async (url) => {
      const ref = imageRefFromUrl(url);
      if (!ref) return;
      try {
        await deleteImage(ref.store, ref.id);
      } catch (error) {
        console.error(`Failed to delete image ${ref.store}/${ref.id}`, error);
      }
    }),
  );
}
