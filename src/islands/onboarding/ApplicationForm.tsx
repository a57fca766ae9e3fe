import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "../../lib/toasts.ts";
import { ArrowLeft, CheckCircle2 } from "lucide-react";
import { pageSession } from "../../lib/account/session.ts";
import type { ApplicationInput, RejectedApplication } from "../../domain/application.ts";
import { BIO_MAX } from "../../domain/limits.ts";
import { APPLICATION_MESSAGES, EMAIL_INVALID } from "../../domain/messages.ts";
import { lazyZodResolver } from "../ui/lazy-resolver.ts";
import { applicationFormData } from "../../domain/application-form.ts";
import { CITIES } from "../../domain/cities.ts";
import { REFERRAL_SOURCES } from "../../domain/options.ts";
import { api } from "../../lib/api.ts";
import { downscaleImage } from "../../lib/images/downscale.ts";
import { showApiError, showFieldErrors } from "../ui/api-errors.ts";
import { Options } from "../ui/FormField.tsx";
import { CheckboxControl, FormControl } from "../ui/FormControl.tsx";
import { ServicesField } from "../ui/ServicesField.tsx";
import { PictureInput } from "./PictureInput.tsx";
import { RejectedNote } from "../ui/RejectedNote.tsx";
import { IslandForm } from "../ui/IslandForm.tsx";

type Picture = "profile_picture" | "feet_picture";

/** How the success panel speaks: sent signed out it asks for an account; sent signed in it is already linked. */
interface Submitted {
  handle: string;
  claim: string | null;
  /** Where the claim link was mailed as well, when sent signed out. */
  email: string | null;
  resubmitted: boolean;
}

export function ApplicationForm() {
  const [pictures, setPictures] = useState<Record<Picture, File | null>>({ profile_picture: null, feet_picture: null });
  const [pictureErrors, setPictureErrors] = useState<Partial<Record<Picture, string>>>({});
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const [rejected, setRejected] = useState<RejectedApplication | null>(null);
  // Signed out (or not yet known), the form asks where to mail the link that claims the application.
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  const form = useForm({
    resolver: lazyZodResolver(() => import("../../domain/application.ts").then((rules) => rules.applicationSchema)),
    defaultValues: {
      handle: "",
      city: "",
      categories: [],
      bio: "",
      phone_number: "",
      how_found_us: "",
      email: "",
      age_confirmed: false,
      terms_accepted: false,
    },
  });
  const {
    handleSubmit,
    reset,
    setError,
    getValues,
    watch,
    formState: { isSubmitting },
  } = form;
  const bioLength = watch("bio")?.length ?? 0;

  // A signed-in applicant whose application was rejected edits that application instead of starting over.
  useEffect(() => {
    let current = true;
    void (async () => {
      const session = await pageSession();
      if (current) setSignedIn(Boolean(session.user));
      if (session.profile?.approval_status !== "Rejected") return;
      try {
        const { application } = await api<{ application: RejectedApplication | null }>("/api/applications/mine");
        if (!current || !application) return;
        setRejected(application);
        const { handle, city, categories, bio, phone_number, how_found_us } = application;
        // Whatever was typed before the application arrived stays.
        reset(
          { handle, city, categories, bio, phone_number, how_found_us, age_confirmed: false, terms_accepted: false },
          { keepDirtyValues: true },
        );
      } catch (error) {
        console.error("Loading the rejected application failed", error);
      }
    })();
    return () => {
      current = false;
    };
  }, [reset]);

  const choosePicture = (picture: Picture) => (file: File | null, error?: string) => {
    setPictures((current) => ({ ...current, [picture]: file }));
    setPictureErrors((current) => ({ ...current, [picture]: error }));
  };

  /**
   * Raises a toast for each required picture not chosen, and says whether one was missing. Called with the fields'
   * own checks too, so every problem shows on the first try. A resubmission keeps each current picture that no new
   * file replaces.
   */
  /**
   * Unless she is known to be signed in, the address for the claim link is required (the schema alone cannot know
   * who is signed in; while the session is still being asked for, she counts as signed out).
   */
  function missingEmail(): boolean {
    if (signedIn === true || getValues("email")) return false;
    setError("email", { message: EMAIL_INVALID });
    return true;
  }

  function missingPictures(): boolean {
    const missing = [
      !pictures.profile_picture && !rejected?.profile_picture_url && APPLICATION_MESSAGES.profilePictureRequired,
      !pictures.feet_picture && !rejected?.feet_picture_url && APPLICATION_MESSAGES.feetPictureRequired,
    ].filter((message) => message !== false);
    for (const message of missing) toast.error(message.title, { description: message.description });
    return missing.length > 0;
  }

  async function submit(values: ApplicationInput) {
    const emailMissing = missingEmail();
    if (missingPictures() || emailMissing) return;
    const { profile_picture: profilePicture, feet_picture: feetPicture } = pictures;
    const body = applicationFormData(
      // Signed in, the application is linked to the account: no address for a claim link.
      { ...values, email: signedIn === true ? undefined : values.email },
      {
        profile_picture: profilePicture && (await downscaleImage(profilePicture)),
        feet_picture: feetPicture && (await downscaleImage(feetPicture)),
      },
    );

    try {
      const { application, claim_token } = await api<{ application: { handle: string }; claim_token?: string }>(
        "/api/applications",
        { method: "POST", body },
      );
      const resubmitted = rejected !== null;
      toast.success(APPLICATION_MESSAGES.submitted.title, {
        description: claim_token
          ? APPLICATION_MESSAGES.submitted.description
          : resubmitted
            ? APPLICATION_MESSAGES.resubmitted
            : APPLICATION_MESSAGES.submittedLinked,
      });
      setSubmitted({
        handle: application?.handle ?? values.handle,
        claim: claim_token ?? null,
        email: claim_token ? (values.email ?? null) : null,
        resubmitted,
      });
      window.scrollTo({ top: 0 });
    } catch (error) {
      console.error("Application submit failed", error);
      showServerError(error);
    }
  }

  function showServerError(error: unknown) {
    const rest = showFieldErrors(error, { setError, getValues }, { shouldFocus: true });
    for (const picture of ["profile_picture", "feet_picture"] as const) {
      if (rest[picture]) setPictureErrors((current) => ({ ...current, [picture]: rest[picture] }));
    }
    showApiError(error, "Error", APPLICATION_MESSAGES.submitFailed);
  }

  if (submitted) return <SubmittedPanel submitted={submitted} />;

  return (
    <section className="mx-auto max-w-2xl px-4 py-10" aria-labelledby="application-title">
      <a href="/become-muse" className="inline-flex items-center gap-1 text-sm font-medium text-rose hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to Become a Muse
      </a>
      <h1 id="application-title" className="mt-4 text-4xl font-bold">
        Muse Application
      </h1>
      <p className="mt-2 text-stone-700">
        Tell us about yourself. Every application is verified by hand and reviewed within 48 hours. Your pictures stay
        private until you are approved; your phone number is only ever seen by our team.
      </p>
      {rejected && (
        <RejectedNote reason={rejected.rejection_reason} className="mt-6" data={{ "data-resubmission-note": true }}>
          Update your details below and submit it again. Your current pictures are kept unless you choose new ones.
        </RejectedNote>
      )}

      <IslandForm
        form={form}
        className="card mt-8 space-y-6"
        onSubmit={handleSubmit(submit, () => {
          missingEmail();
          missingPictures();
        })}
        noValidate
        aria-label="Muse application"
      >
        <FormControl name="handle" label="Handle" hint="Your public name; it appears in your profile address.">
          <input type="text" autoComplete="nickname" />
        </FormControl>

        <FormControl name="city" label="City">
          <select>
            <Options placeholder="Select your city" values={CITIES} />
          </select>
        </FormControl>

        <ServicesField id="categories" />

        <FormControl name="bio" label="Bio" hint={`${bioLength}/${BIO_MAX.application} characters`}>
          <textarea
            rows={5}
            placeholder="Introduce yourself: your style, what you enjoy, what makes a meeting with you special."
          />
        </FormControl>

        <FormControl
          name="phone_number"
          label="Phone Number"
          hint="For verification only; seen by our team, never shown on your profile. Once approved, you choose in your dashboard whether a Call button appears and with which number."
        >
          <input type="tel" autoComplete="tel" placeholder="+41 79 123 45 67" />
        </FormControl>

        {/* Shown until the session says she is signed in, so a server answer naming it always has its field. */}
        {signedIn !== true && (
          <FormControl
            name="email"
            label="Email"
            hint="We e-mail you the link to create your account and claim this application. It is never shown on your profile."
          >
            <input type="email" autoComplete="email" />
          </FormControl>
        )}

        <FormControl name="how_found_us" label="How did you find us?">
          <select>
            <Options placeholder="Select an option" values={REFERRAL_SOURCES} />
          </select>
        </FormControl>

        <div className="grid gap-6 sm:grid-cols-2">
          <PictureInput
            id="profile_picture"
            name="profile_picture"
            label="Profile Picture"
            file={pictures.profile_picture}
            current={rejected?.profile_picture_url}
            error={pictureErrors.profile_picture}
            onChange={choosePicture("profile_picture")}
          />
          <PictureInput
            id="feet_picture"
            name="feet_picture"
            label="Feet Picture"
            file={pictures.feet_picture}
            current={rejected?.feet_picture_url}
            error={pictureErrors.feet_picture}
            onChange={choosePicture("feet_picture")}
          />
        </div>

        <div className="space-y-4 border-t border-stone-200 pt-6">
          <CheckboxControl name="age_confirmed">I confirm that I am 18 years of age or older</CheckboxControl>
          <CheckboxControl name="terms_accepted">
            I accept the{" "}
            <a href="/terms-of-use" className="text-rose underline" target="_blank" rel="noopener">
              Terms of Use
            </a>{" "}
            and the{" "}
            <a href="/privacy-policy" className="text-rose underline" target="_blank" rel="noopener">
              Privacy Policy
            </a>
          </CheckboxControl>
        </div>

        <button type="submit" className="btn-primary w-full" disabled={isSubmitting}>
          {isSubmitting ? "Submitting..." : "Submit Application"}
        </button>
      </IslandForm>
    </section>
  );
}

/**
 * "Application Submitted!". Sent signed out, the application still needs an account: the claim secret rides in the
 * fragment to the sign-up page, never reaching a server log or a Referer. Sent signed in, it is already linked, so
 * the applicant goes to the dashboard that follows the review.
 */
function SubmittedPanel({ submitted }: { submitted: Submitted }) {
  const { handle, claim, email, resubmitted } = submitted;
  return (
    <section className="mx-auto max-w-xl px-4 py-16" aria-labelledby="submitted-title">
      <div className="card text-center">
        <CheckCircle2 className="mx-auto h-14 w-14 text-emerald-600" aria-hidden="true" />
        <h1 id="submitted-title" className="mt-4 text-3xl font-bold">
          Application Submitted!
        </h1>
        {claim ? (
          <>
            <p className="mt-3 text-stone-700">
              Thank you, <strong>{handle}</strong>. Our team reviews every application by hand within 48 hours.
            </p>
            <p className="mt-2 text-stone-700">
              Now create your account so you can manage your profile once you are approved.
              {email && (
                <>
                  {" "}
                  We have also e-mailed this link to <strong>{email}</strong>, in case you close this page.
                </>
              )}
            </p>
            <a
              href={`/auth?handle=${encodeURIComponent(handle)}&type=muse#claim=${encodeURIComponent(claim)}`}
              className="btn-primary mt-6"
            >
              Create Your Account
            </a>
          </>
        ) : (
          <>
            <p className="mt-3 text-stone-700">
              Thank you, <strong>{handle}</strong>.{" "}
              {resubmitted ? "Your application is back in review." : "Your application is linked to your account."} Our
              team reviews every application by hand within 48 hours and e-mails you once a decision has been made.
            </p>
            <p className="mt-2 text-stone-700">Your dashboard shows where your application stands.</p>
            <a href="/muse-dashboard" className="btn-primary mt-6">
              Go to Dashboard
            </a>
          </>
        )}
      </div>
    </section>
  );
}
