import type { Locale } from "./locales.ts";

/**
 * Receipts of photo verifications (decision 0069): what the server and the pages share about them.
 */

export const RECEIPT_STATUSES = ["valid", "expired", "ended"] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

/** Why a receipt ended before its expiry. */
export const ENDED_REASONS = ["replaced", "suspended", "deleted", "renewed"] as const;
export type EndedReason = (typeof ENDED_REASONS)[number];

/** A fingerprint (a signed 64-bit integer in decimal, as Postgres returns a bigint) as 16 hexadecimal digits. */
export const hexFingerprint = (fingerprint: string | bigint): string =>
  BigInt.asUintN(64, BigInt(fingerprint)).toString(16).padStart(16, "0");

/** 16 hexadecimal digits back to the signed decimal form Postgres stores. */
export const fingerprintFromHex = (hex: string): string => BigInt.asIntN(64, BigInt(`0x${hex}`)).toString();

/** The public page of a receipt, /verify/{id}, and its badge. */
export const receiptPath = (id: string) => `/verify/${id}`;
export const receiptBadgePath = (id: string) => `/verify/${id}/badge.svg`;

/** A receipt as its page shows it. */
export interface PublicReceipt {
  id: string;
  handle: string;
  /** Her profile is listed: the handle links to it. */
  listed: boolean;
  issued_at: string;
  expires_at: string;
  status: ReceiptStatus;
  ended_reason: EndedReason | null;
  jws: string;
  /** The covered pictures still on her profile, as stored image URLs. */
  pictures: string[];
  /** Her language (English once her account is gone): the badge's. */
  locale: Locale;
}

/** A verified Muse whose covered pictures are within the threshold of the fingerprint asked about. */
export interface LookupMatch {
  handle: string;
  receipt_id: string;
}
