import { useRef, useState } from "react";
import { BadgeCheck, Camera } from "lucide-react";
import { toast } from "../../lib/toasts.ts";
import { api } from "../../lib/api.ts";
import { formatDate, formatDateTime } from "../../lib/format.ts";
import { photoVerifiedLabel } from "../../domain/verification-texts.ts";
import { downscaleImage, isImageFile } from "../../lib/images/downscale.ts";
import { PHOTO_VERIFICATION } from "../../domain/verification-texts.ts";
import { VERIFICATION_MESSAGES } from "../../domain/verification-texts.ts";
import type { OwnVerification } from "../../domain/verification.ts";
import type { OwnerProfile } from "../../domain/profile.ts";
import { showApiError } from "../ui/api-errors.ts";

interface Props {
  profile: OwnerProfile;
  verification: OwnVerification | null;
  onChange: (verification: OwnVerification) => void;
}

const until = (verifiedAt: string) => {
  const end = new Date(verifiedAt);
  end.setUTCMonth(end.getUTCMonth() + PHOTO_VERIFICATION.VALID_MONTHS);
  return end;
};

/**
 * Photo verification on her dashboard (Approved profiles): her badge and until when it holds, or the way to get it: a
 * code and a gesture, then one fresh picture of her holding the code and her handle on paper. What happened to her
 * last request (waiting, declined with the reason) is said here too.
 */
export function VerificationCard({ profile, verification, onChange }: Props) {
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const open = verification?.status === "awaiting_picture" && new Date(verification.code_expires_at) > new Date();
  const waiting = verification?.status === "submitted";

  async function askForCode() {
    setBusy(true);
    try {
      const result = await api<{ verification: OwnVerification; message: string }>("/api/dashboard/verification", {
        method: "POST",
      });
      onChange(result.verification);
      toast.success(result.message);
    } catch (error) {
      showApiError(error, "Error");
    } finally {
      setBusy(false);
    }
  }

  async function send(file: File) {
    if (!isImageFile(file)) {
      toast.error("Failed to upload image.", { description: "Please choose an image file." });
      return;
    }
    setBusy(true);
    try {
      const body = new FormData();
      body.set("image", await downscaleImage(file));
      const result = await api<{ verification: OwnVerification; message: string }>(
        "/api/dashboard/verification/picture",
        { method: "POST", body },
      );
      onChange(result.verification);
      toast.success(result.message);
    } catch (error) {
      showApiError(error, "Failed to upload image.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby="verification-title" data-verification-card>
      <h2 id="verification-title" className="text-2xl font-semibold">
        Photo Verification
      </h2>
      {profile.photo_verified_at ? (
        <p className="mt-3 flex flex-wrap items-center gap-2" data-verified>
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900">
            <BadgeCheck className="h-4 w-4" aria-hidden="true" />
            {photoVerifiedLabel(profile.photo_verified_at)}
          </span>
          <span className="text-sm text-stone-700">
            Shown on your profile until {formatDate(until(profile.photo_verified_at))}. You can verify again at any
            time.
          </span>
        </p>
      ) : (
        <p className="mt-2 text-sm text-stone-700">{VERIFICATION_MESSAGES.explanation}</p>
      )}

      {verification?.status === "declined" && !open && !waiting && (
        <div className="mt-4 rounded-xl bg-blush p-4" role="status" data-verification-declined>
          <p className="font-semibold">Your last verification picture was declined.</p>
          <p className="mt-1 whitespace-pre-line">{verification.decline_reason}</p>
        </div>
      )}

      {waiting ? (
        <p className="mt-4 rounded-xl bg-paper p-4" role="status" data-verification-waiting>
          {VERIFICATION_MESSAGES.alreadySubmitted} Sent {formatDateTime(verification.submitted_at!)}.
        </p>
      ) : open ? (
        <div className="mt-4 space-y-3" data-verification-open>
          <p>Take one fresh picture of yourself, today, showing:</p>
          <ul className="list-disc space-y-1 pl-6">
            <li>
              a sheet of paper with your handle <strong>{profile.handle}</strong> and the code{" "}
              <strong className="font-mono text-xl tracking-widest" data-verification-code>
                {verification.code}
              </strong>{" "}
              written by hand;
            </li>
            <li>
              you making this gesture: <strong data-verification-gesture>{verification.gesture}</strong>.
            </li>
          </ul>
          <p className="text-sm text-stone-700">
            The code works until {formatDateTime(verification.code_expires_at)}. Only our team sees this picture; it is
            deleted 30 days after our decision.
          </p>
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn-primary" disabled={busy} onClick={() => input.current?.click()}>
              <Camera className="h-4 w-4" aria-hidden="true" />
              {busy ? "Uploading..." : "Upload Verification Picture"}
            </button>
            <button type="button" className="btn-secondary" disabled={busy} onClick={() => void askForCode()}>
              New Code
            </button>
          </div>
          <input
            ref={input}
            type="file"
            accept="image/*"
            className="hidden"
            tabIndex={-1}
            aria-label="Verification picture file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void send(file);
            }}
          />
        </div>
      ) : (
        <button type="button" className="btn-primary mt-4" disabled={busy} onClick={() => void askForCode()}>
          <BadgeCheck className="h-4 w-4" aria-hidden="true" />
          Get Photo-Verified
        </button>
      )}
    </section>
  );
}
