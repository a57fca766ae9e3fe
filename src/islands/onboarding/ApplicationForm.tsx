import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "../../lib/toasts.ts";
import { ArrowLeft } from "../ui/icons/arrow-left.ts";
import { CheckCircle2 } from "../ui/icons/check-circle2.ts";
import { pageSession } from "../../lib/account/session.ts";
import type { ApplicationInput, RejectedApplication } from "../../domain/application.ts";
import { BIO_MAX } from "../../domain/limits.ts";
import { APPLICATION_MESSAGES, EMAIL_INVALID } from "../../domain/messages.ts";
import { lazyZodResolver } from "../ui/lazy-resolver.ts";
import { applicationFormData } from "../../domain/application-form.ts";
import { CITIES } from "../../domain/cities.ts";
import { REFERRAL_SOURCES } from "../../domain/options.ts";
import { api } from "../../lib/api.ts";
import { downscaleForUpload } from "../../lib/images/upload.ts";
import { showApiError, showFieldErrors } from "../ui/api-errors.ts";
import { CheckboxControl, FormControl } from "../ui/FormControl.tsx";
import { IslandForm } from "../ui/IslandForm.tsx";
import { Options } from "../ui/FormField.tsx";
import { RejectedNote } from "../ui/RejectedNote.tsx";
import { ServicesField } from "../ui/ServicesField.tsx";
import { PictureInput } from "./PictureInput.tsx";
import { TextsProvider, useLocale, useMessages, type IslandTexts } from "../../i18n/react.tsx";
import { localizedPath } from "../../i18n/paths.ts";
import { format } from "../../i18n/texts.ts";
import { formatNodes } from "../../i18n/rich.tsx";

type Picture = "profile_picture" | "feet_picture" | "age_document";

/** How the success panel speaks: sent signed out it asks for an account; sent signed in it is already linked. */
interface Submitted {
  handle: string;
  claim: string | null;
  /** Where the claim link was mailed as well, when sent signed out. */
  email: string | null;
  resubmitted: boolean;
}

/** The areas the application form shows: its own, the option labels and the cities' names; `ui` for the shared UI. */
export type ApplicationTexts = IslandTexts<"application" | "options" | "common" | "ui">;

export function ApplicationForm({ texts }: { texts: ApplicationTexts }) {
  return (
    <TextsProvider texts={texts}>
      <Application />
    </TextsProvider>
  );
}

function Application() {
  const { application: t, options, common } = useMessages();
  const locale = useLocale();
  const href = (path: string) => localizedPath(locale, path);
  const [pictures, setPictures] = useState<Record<Picture, File | null>>({
    profile_picture: null,
    feet_picture: null,
    age_document: null,
  });
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
      // Every submission sends her document: the last one was deleted at the decision.
      !pictures.age_document && APPLICATION_MESSAGES.documentRequired,
    ].filter((message) => message !== false);
    for (const message of missing) toast.error(message.title, { description: message.description });
    return missing.length > 0;
  }

  async function submit(values: ApplicationInput) {
    const emailMissing = missingEmail();
    if (missingPictures() || emailMissing) return;
    const { profile_picture: profilePicture, feet_picture: feetPicture, age_document: ageDocument } = pictures;
    const body = applicationFormData(
      // Signed in, the application is linked to the account: no address for a claim link.
      { ...values, email: signedIn === true ? undefined : values.email },
      {
        profile_picture: profilePicture && (await downscaleForUpload(profilePicture)),
        feet_picture: feetPicture && (await downscaleForUpload(feetPicture)),
        age_document: ageDocument && (await downscaleForUpload(ageDocument)),
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
    for (const picture of ["profile_picture", "feet_picture", "age_document"] as const) {
      if (rest[picture]) setPictureErrors((current) => ({ ...current, [picture]: rest[picture] }));
    }
    showApiError(error, t.error, APPLICATION_MESSAGES.submitFailed);
  }

  if (submitted) return <SubmittedPanel submitted={submitted} />;

  return (
    <section className="mx-auto max-w-2xl px-4 py-10" aria-labelledby="application-title">
      <a
        href={href("/become-muse")}
        className="inline-flex items-center gap-1 text-sm font-medium text-rose hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t.back}
      </a>
      <h1 id="application-title" className="mt-4 text-4xl font-bold">
        {t.title}
      </h1>
      <p className="mt-2 text-stone-700">{t.intro}</p>
      {rejected && (
        <RejectedNote reason={rejected.rejection_reason} className="mt-6" data={{ "data-resubmission-note": true }}>
          {t.rejected.next}
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
        aria-label={t.formLabel}
      >
        <FormControl name="handle" label={t.handle.label} hint={t.handle.hint}>
          <input type="text" autoComplete="nickname" />
        </FormControl>

        <FormControl name="city" label={t.city.label}>
          <select>
            <Options placeholder={t.city.placeholder} values={CITIES} labels={common.cities} />
          </select>
        </FormControl>

        <ServicesField id="categories" />

        <FormControl
          name="bio"
          label={t.bio.label}
          hint={format(t.bio.count, { count: bioLength, max: BIO_MAX.application })}
        >
          <textarea rows={5} placeholder={t.bio.placeholder} />
        </FormControl>

        <FormControl name="phone_number" label={t.phone.label} hint={t.phone.hint}>
          <input type="tel" autoComplete="tel" placeholder={t.phone.placeholder} />
        </FormControl>

        {/* Shown until the session says she is signed in, so a server answer naming it always has its field. */}
        {signedIn !== true && (
          <FormControl name="email" label={t.email.label} hint={t.email.hint}>
            <input type="email" autoComplete="email" />
          </FormControl>
        )}

        <FormControl name="how_found_us" label={t.foundUs.label}>
          <select>
            <Options placeholder={t.foundUs.placeholder} values={REFERRAL_SOURCES} labels={options.referralSources} />
          </select>
        </FormControl>

        <div className="grid gap-6 sm:grid-cols-2">
          <PictureInput
            id="profile_picture"
            name="profile_picture"
            texts={t.pictures.profile}
            file={pictures.profile_picture}
            current={rejected?.profile_picture_url}
            error={pictureErrors.profile_picture}
            onChange={choosePicture("profile_picture")}
          />
          <PictureInput
            id="feet_picture"
            name="feet_picture"
            texts={t.pictures.feet}
            file={pictures.feet_picture}
            current={rejected?.feet_picture_url}
            error={pictureErrors.feet_picture}
            onChange={choosePicture("feet_picture")}
          />
        </div>

        <PictureInput
          id="age_document"
          name="age_document"
          texts={t.ageDocument}
          hint={t.ageDocument.explanation}
          file={pictures.age_document}
          error={pictureErrors.age_document}
          onChange={choosePicture("age_document")}
        />

        <div className="space-y-4 border-t border-stone-200 pt-6">
          <CheckboxControl name="age_confirmed">{t.ageConfirmed}</CheckboxControl>
          <CheckboxControl name="terms_accepted">
            {formatNodes(t.termsAccepted, {
              terms: (
                <a href={href("/terms-of-use")} className="text-rose underline" target="_blank" rel="noopener">
                  {t.termsLink}
                </a>
              ),
              privacy: (
                <a href={href("/privacy-policy")} className="text-rose underline" target="_blank" rel="noopener">
                  {t.privacyLink}
                </a>
              ),
            })}
          </CheckboxControl>
        </div>

        <button type="submit" className="btn-primary w-full" disabled={isSubmitting}>
          {isSubmitting ? t.submitting : t.submit}
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
  const t = useMessages().application.submitted;
  const locale = useLocale();
  const bold = (text: string) => <strong>{text}</strong>;
  return (
    <section className="mx-auto max-w-xl px-4 py-16" aria-labelledby="submitted-title">
      <div className="card text-center">
        <CheckCircle2 className="mx-auto h-14 w-14 text-emerald-600" aria-hidden="true" />
        <h1 id="submitted-title" className="mt-4 text-3xl font-bold">
          {t.title}
        </h1>
        {claim ? (
          <>
            <p className="mt-3 text-stone-700">{formatNodes(t.thanks, { handle: bold(handle) })}</p>
            <p className="mt-2 text-stone-700">
              {t.createAccount}
              {email && <> {formatNodes(t.mailed, { email: bold(email) })}</>}
            </p>
            <a
              href={localizedPath(
                locale,
                `/auth?handle=${encodeURIComponent(handle)}&type=muse#claim=${encodeURIComponent(claim)}`,
              )}
              className="btn-primary mt-6"
            >
              {t.createAccountButton}
            </a>
          </>
        ) : (
          <>
            <p className="mt-3 text-stone-700">
              {formatNodes(t.thanksLinked, {
                handle: bold(handle),
                status: resubmitted ? t.backInReview : t.linked,
              })}
            </p>
            <p className="mt-2 text-stone-700">{t.dashboardShows}</p>
            <a href={localizedPath(locale, "/muse-dashboard")} className="btn-primary mt-6">
              {t.goToDashboard}
            </a>
          </>
        )}
      </div>
    </section>
  );
}
