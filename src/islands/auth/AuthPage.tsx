import { lazy, Suspense, useEffect, useState, type ComponentProps } from "react";
import { Tabs } from "../ui/Tabs.tsx";
import type { UserType } from "../../domain/options.ts";
import { pageSession } from "../../lib/account/session.ts";
import { formatNodes, useLocale, useMessages, useUiTexts, withTexts } from "../../i18n/react.tsx";
import { Spinner } from "../ui/Spinner.tsx";
import { applicationClaim, keepApplicationClaim, linkApplication } from "./link.ts";
import { homeFor, SignInForm } from "./SignInForm.tsx";
import { SignUpForm } from "./SignUpForm.tsx";

// Only an applicant whose application could not be linked asks for a new link, and only a sign-up that came with an
// application sees its outcome: their panels load then, not with the sign-in form everyone opens.
const ClaimLinkRequest = lazy(() =>
  import("./ClaimLinkRequest.tsx").then((module) => ({ default: module.ClaimLinkRequest })),
);
const SignUpSuccess = lazy(() => import("./ClaimPanels.tsx").then((module) => ({ default: module.SignUpSuccess })));
const LinkFailed = lazy(() => import("./ClaimPanels.tsx").then((module) => ({ default: module.LinkFailed })));

interface Query {
  handle: string | null;
  /** Whether this tab holds the handle's claim secret (from the success panel's or the mail's link). */
  claimed: boolean;
  userType: UserType;
  verified: string | null;
}

type Phase =
  | { name: "checking" }
  | { name: "forms" }
  | { name: "linked"; linked: boolean; linkError?: string; signedIn: boolean }
  | { name: "link-failed"; claimed: boolean }
  | { name: "verified"; next: string };

function readQuery(): Query {
  const params = new URLSearchParams(window.location.search);
  const type = params.get("type");
  const handle = params.get("handle")?.trim() || null;
  keepApplicationClaim(handle);
  return {
    handle,
    claimed: handle !== null && applicationClaim(handle) !== undefined,
    userType: type === "muse" ? "muse" : "seeker",
    verified: params.get("verified"),
  };
}

const tabClass =
  "flex-1 rounded-full px-4 py-2 text-sm font-semibold text-stone-700 transition data-[state=active]:bg-white data-[state=active]:text-rose data-[state=active]:shadow-sm focus-visible:outline-2 focus-visible:outline-rose";

function SignInOrJoin() {
  const { auth } = useMessages();
  const ui = useUiTexts();
  const locale = useLocale();
  const [query, setQuery] = useState<Query | null>(null);
  const [phase, setPhase] = useState<Phase>({ name: "checking" });

  // A claim link opened in this very tab changes only the fragment, which loads nothing: start again with it.
  useEffect(() => {
    const restart = () => window.location.reload();
    window.addEventListener("hashchange", restart);
    return () => window.removeEventListener("hashchange", restart);
  }, []);

  useEffect(() => {
    const current = readQuery();
    setQuery(current);
    void (async () => {
      const session = await pageSession();
      if (!session.user) return setPhase({ name: "forms" });
      // The confirmation link usually opens where the user is already signed in: show its notice first.
      if (current.verified !== null && !current.handle)
        return setPhase({ name: "verified", next: homeFor(session, locale) });
      if (session.profile || !current.handle) return window.location.replace(homeFor(session, locale));
      // Signed in without a profile, arriving from a fresh application: link it to this account with its claim.
      if (!current.claimed) return setPhase({ name: "link-failed", claimed: false });
      const linked = await linkApplication(current.handle, {
        linked: auth.claim.linked,
        failed: auth.claim.linkFailed,
        error: ui.error,
      });
      setPhase(linked ? { name: "linked", linked: true, signedIn: true } : { name: "link-failed", claimed: true });
    })();
    // The texts and the language are the page's, the same on every render: this runs once.
  }, [auth, ui, locale]);

  return (
    <section className="mx-auto max-w-md px-4 py-12">
      {phase.name === "linked" && query ? (
        <Suspense fallback={<Spinner />}>
          <SignUpSuccess
            handle={query.handle}
            linked={phase.linked}
            linkError={phase.linkError}
            signedIn={phase.signedIn}
          />
        </Suspense>
      ) : phase.name === "verified" && query ? (
        <div className="card text-center">
          <h1 className="text-2xl font-bold">{auth.verified.title}</h1>
          <VerifiedNotice verified={query.verified} />
          <a href={phase.next} className="btn-primary mt-6">
            {auth.verified.continue}
          </a>
        </div>
      ) : phase.name === "link-failed" && query ? (
        <Suspense fallback={<Spinner />}>
          <LinkFailed handle={query.handle!} claimed={phase.claimed} />
        </Suspense>
      ) : (
        // The welcome stays in place while the session is checked: it is in the page as built, so it shows at once.
        <>
          <h1 className="text-center text-4xl font-bold">{auth.welcome}</h1>
          <p className="mt-2 text-center text-stone-700">{auth.tagline}</p>
          {phase.name === "checking" || !query ? (
            <Spinner />
          ) : (
            <SignInOrUp query={query} onLinkedSignUp={(result) => setPhase({ name: "linked", ...result })} />
          )}
        </>
      )}
    </section>
  );
}

function SignInOrUp({
  query,
  onLinkedSignUp,
}: {
  query: Query;
  onLinkedSignUp: ComponentProps<typeof SignUpForm>["onLinkedSignUp"];
}) {
  const { auth } = useMessages();
  return (
    <>
      <VerifiedNotice verified={query.verified} />
      {query.handle && !query.claimed && (
        <div className="card mt-6" data-claim-help>
          <p className="text-stone-700">
            {formatNodes(auth.claim.help, { handle: <strong>{query.handle}</strong> })} {auth.claim.lostIt}
          </p>
          <Suspense fallback={null}>
            <ClaimLinkRequest handle={query.handle} />
          </Suspense>
        </div>
      )}
      <Tabs.Root defaultValue={query.handle ? "signup" : "signin"} className="card mt-6">
        <Tabs.List className="mb-6 flex gap-1 rounded-full bg-blush p-1" aria-label={auth.tabsLabel}>
          <Tabs.Trigger value="signin" className={tabClass}>
            {auth.signInTab}
          </Tabs.Trigger>
          <Tabs.Trigger value="signup" className={tabClass}>
            {auth.signUpTab}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="signin">
          <SignInForm handle={query.claimed ? query.handle : null} />
        </Tabs.Content>
        <Tabs.Content value="signup">
          <SignUpForm
            handle={query.claimed ? query.handle : null}
            userType={query.userType}
            onLinkedSignUp={onLinkedSignUp}
          />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

/** The landing of the e-mail confirmation link (GET /api/auth/verify redirects here). */
function VerifiedNotice({ verified }: { verified: string | null }) {
  const { verified: texts } = useMessages().auth;
  return (
    <>
      {verified === "1" && (
        <p role="status" className="mt-6 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-800">
          {texts.confirmed}
        </p>
      )}
      {(verified === "0" || verified === "later") && (
        <p role="alert" className="mt-6 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {verified === "0" ? texts.invalid : texts.later}
        </p>
      )}
    </>
  );
}

/** /auth: sign in or sign up, in the page's language (SPEC §2). */
export const AuthPage = withTexts<"auth" | "ui">(SignInOrJoin);
