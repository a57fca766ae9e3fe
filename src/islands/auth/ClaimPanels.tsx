import type { Locale } from "../../domain/locales.ts";
import { localizedPath } from "../../i18n/paths.ts";
import { formatNodes, useLocale, useMessages } from "../../i18n/react.tsx";
import { shown } from "../../lib/say.ts";
import { CheckCircle2 } from "../ui/icons/check-circle2.ts";
import { ClaimLinkRequest } from "./ClaimLinkRequest.tsx";

/** A signed-in account without a profile that came with an application it could not claim (expired or foreign link). */
export function LinkFailed({ handle, claimed }: { handle: string; claimed: boolean }) {
  const { claim } = useMessages().auth;
  const locale = useLocale();
  return (
    <div className="card text-center">
      <h1 className="text-2xl font-bold">{claimed ? claim.couldNotLink : claim.openLink}</h1>
      <p className="mt-3 text-stone-700">
        {formatNodes(claimed ? claim.expired : claim.linkedByMail, { handle: <strong>{handle}</strong> })}{" "}
        {claim.lostIt}
      </p>
      <ClaimLinkRequest handle={handle} />
      <a href={localizedPath(locale, "/contact")} className="btn-secondary mt-6 w-full">
        {claim.contactSupport}
      </a>
    </div>
  );
}

/**
 * The server's reason, after a colon: English, French, Polish and Dutch go on in lower case; German keeps the capital
 * of the full sentence (and of its nouns).
 */
function reasonAfterColon(reason: string, locale: Locale): string {
  const sentence = reason.replace(/[.!?]*$/, ".");
  return locale === "de" ? sentence : `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
}

export function SignUpSuccess({
  handle,
  linked,
  linkError,
  signedIn,
}: {
  handle: string | null;
  linked: boolean;
  linkError?: string;
  signedIn: boolean;
}) {
  const { success } = useMessages().auth;
  const locale = useLocale();
  const strong = <strong>{handle}</strong>;
  return (
    <div className="card text-center">
      <CheckCircle2 className="mx-auto h-14 w-14 text-emerald-600" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold">{success.title}</h1>
      <p className="mt-3 text-stone-700">
        {linked
          ? formatNodes(success.linked, { handle: strong })
          : linkError
            ? formatNodes(success.notLinkedBecause, {
                handle: strong,
                reason: reasonAfterColon(shown(linkError), locale),
              })
            : formatNodes(success.notLinked, { handle: strong })}
      </p>
      {!linked && handle && <ClaimLinkRequest handle={handle} />}
      <div className="mt-6 flex flex-col gap-3">
        {signedIn ? (
          <a href={localizedPath(locale, "/muse-dashboard")} className="btn-primary">
            {success.goToDashboard}
          </a>
        ) : (
          <a href={localizedPath(locale, "/auth")} className="btn-primary">
            {success.goToSignIn}
          </a>
        )}
        <a href={localizedPath(locale, "/")} className="btn-secondary">
          {success.home}
        </a>
      </div>
    </div>
  );
}
