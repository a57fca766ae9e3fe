import { useEffect, useState, type ComponentProps } from "react";
import { Tabs } from "../ui/Tabs.tsx";
import { CheckCircle2 } from "lucide-react";
import { USER_TYPES, type UserType } from "../../domain/options.ts";
import { pageSession } from "../../lib/account/session.ts";
import { Spinner } from "../ui/Spinner.tsx";
import { applicationClaim, keepApplicationClaim, linkApplication } from "./link.ts";
import { ClaimLinkRequest } from "./ClaimLinkRequest.tsx";
import { homeFor, SignInForm } from "./SignInForm.tsx";
import { SignUpForm } from "./SignUpForm.tsx";

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
    userType: USER_TYPES.includes(type as UserType) ? (type as UserType) : "seeker",
    verified: params.get("verified"),
  };
}

const tabClass =
  "flex-1 rounded-full px-4 py-2 text-sm font-semibold text-stone-700 transition data-[state=active]:bg-white data-[state=active]:text-rose data-[state=active]:shadow-sm focus-visible:outline-2 focus-visible:outline-rose";

export function AuthPage() {
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
        return setPhase({ name: "verified", next: homeFor(session.profile) });
      if (session.profile || !current.handle) return window.location.replace(homeFor(session.profile));
      // Signed in without a profile, arriving from a fresh application: link it to this account with its claim.
      if (!current.claimed) return setPhase({ name: "link-failed", claimed: false });
      const linked = await linkApplication(current.handle);
      setPhase(linked ? { name: "linked", linked: true, signedIn: true } : { name: "link-failed", claimed: true });
    })();
  }, []);

  return (
    <section className="mx-auto max-w-md px-4 py-12">
      {phase.name === "linked" && query ? (
        <SignUpSuccess
          handle={query.handle}
          linked={phase.linked}
          linkError={phase.linkError}
          signedIn={phase.signedIn}
        />
      ) : phase.name === "verified" && query ? (
        <div className="card text-center">
          <h1 className="text-2xl font-bold">E-mail confirmation</h1>
          <VerifiedNotice verified={query.verified} />
          <a href={phase.next} className="btn-primary mt-6">
            Continue
          </a>
        </div>
      ) : phase.name === "link-failed" && query ? (
        <div className="card text-center">
          <h1 className="text-2xl font-bold">
            {phase.claimed ? "We could not link your application" : "Open the link we e-mailed you"}
          </h1>
          <p className="mt-3 text-stone-700">
            {phase.claimed ? (
              <>
                Application <strong>{query.handle}</strong> could not be linked to this account: its link has expired or
                was already used.
              </>
            ) : (
              <>
                Application <strong>{query.handle}</strong> is linked to an account with the link we e-mailed when it
                was sent.
              </>
            )}{" "}
            Lost it? We can send a new one to the address given with the application.
          </p>
          <ClaimLinkRequest handle={query.handle!} />
          <div className="mt-6 flex flex-col gap-3">
            <a href="/contact" className="btn-secondary">
              Contact Support
            </a>
          </div>
        </div>
      ) : (
        // The welcome stays in place while the session is checked: it is in the page as built, so it shows at once.
        <>
          <h1 className="text-center text-4xl font-bold">Welcome to SoleMuse</h1>
          <p className="mt-2 text-center text-stone-700">Discreet, verified and respectful, for adults 18+.</p>
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
  return (
    <>
      <VerifiedNotice verified={query.verified} />
      {query.handle && !query.claimed && (
        <div className="card mt-6" data-claim-help>
          <p className="text-stone-700">
            To link application <strong>{query.handle}</strong> to an account, open the link we e-mailed when it was
            sent. Lost it? We can send a new one to the address given with the application.
          </p>
          <ClaimLinkRequest handle={query.handle} />
        </div>
      )}
      <Tabs.Root defaultValue={query.handle ? "signup" : "signin"} className="card mt-6">
        <Tabs.List className="mb-6 flex gap-1 rounded-full bg-blush p-1" aria-label="Sign in or sign up">
          <Tabs.Trigger value="signin" className={tabClass}>
            Sign In
          </Tabs.Trigger>
          <Tabs.Trigger value="signup" className={tabClass}>
            Sign Up
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

function SignUpSuccess({
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
  return (
    <div className="card text-center">
      <CheckCircle2 className="mx-auto h-14 w-14 text-emerald-600" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold">Welcome to SoleMuse!</h1>
      <p className="mt-3 text-stone-700">
        {linked ? (
          <>
            Your account is ready and application <strong>{handle}</strong> is linked to it. We review every application
            within 24-48 hours and will e-mail you once a decision is made.
          </>
        ) : (
          <>
            Your account is ready, but application <strong>{handle}</strong> could not be linked to it
            {linkError ? `: ${linkError.charAt(0).toLowerCase()}${linkError.slice(1).replace(/[.!?]*$/, ".")}` : "."}
          </>
        )}
      </p>
      {!linked && handle && <ClaimLinkRequest handle={handle} />}
      <div className="mt-6 flex flex-col gap-3">
        {signedIn ? (
          <a href="/muse-dashboard" className="btn-primary">
            Go to Dashboard
          </a>
        ) : (
          <a href="/auth" className="btn-primary">
            Go to Sign In
          </a>
        )}
        <a href="/" className="btn-secondary">
          Return to Homepage
        </a>
      </div>
    </div>
  );
}

/** The landing of the e-mail confirmation link (GET /api/auth/verify redirects here). */
function VerifiedNotice({ verified }: { verified: string | null }) {
  return (
    <>
      {verified === "1" && (
        <p role="status" className="mt-6 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-800">
          Your e-mail address is confirmed.
        </p>
      )}
      {verified === "0" && (
        <p role="alert" className="mt-6 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          This confirmation link is invalid or has expired.
        </p>
      )}
    </>
  );
}
