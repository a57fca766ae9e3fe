import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { toast } from "../../lib/toasts.ts";
import { LogOut } from "../ui/icons/log-out.ts";
import { MapPin } from "../ui/icons/map-pin.ts";
import { PROFILE_MESSAGES } from "../../domain/messages.ts";
import { DECISION_MESSAGES } from "../../domain/decision-texts.ts";
import type { Decision } from "../../domain/decisions.ts";
import { api, ApiClientError } from "../../lib/api.ts";
import { signOut } from "../../lib/account/session.ts";
import { EmptyState } from "../ui/EmptyState.tsx";
import { Spinner } from "../ui/Spinner.tsx";
import { ApprovalBadge, AvailabilityBadge } from "../ui/badges.tsx";
import { currentSuspension, DecisionsCard } from "./DecisionsCard.tsx";
import { GalleryCard } from "./GalleryCard.tsx";
import { ListingCard } from "./ListingCard.tsx";
import { AvailableNowCard } from "./AvailableNowCard.tsx";
import { StatisticsCard } from "./StatisticsCard.tsx";
import { PicturesCard } from "./PicturesCard.tsx";
import { ProfileCard } from "./ProfileCard.tsx";
import { ToursCard } from "./ToursCard.tsx";
import { VerificationCard } from "./VerificationCard.tsx";
import { AgeCheckCard } from "./AgeCheckCard.tsx";
import type { OwnAgeTask } from "../../domain/age-check.ts";
import type { OwnVerification } from "../../domain/verification.ts";
import type { DashboardData, GalleryImage, OwnReceipt, OwnerProfile } from "../../domain/profile.ts";
import type { WatchMatch } from "../../domain/watch.ts";
import type { Visit } from "../../domain/tours.ts";
import { TextsProvider, useLocale, useMessages, type IslandTexts } from "../../i18n/react.tsx";
import { localizedPath } from "../../i18n/paths.ts";
import { say } from "../../lib/say.ts";
import { StatementWordsProvider } from "../ui/Statement.tsx";

// Her Messages come in a chunk of their own, right after the dashboard: the island's first load stays within budget.
// The section is the dashboard's last (a new-message mail's link scrolls to it), so its arrival shifts nothing.
const MessagesCard = lazy(() => import("./MessagesCard.tsx").then((module) => ({ default: module.MessagesCard })));
// The stolen-photo watch's matches (decision 0072) come in a chunk of their own too: only a Muse with a match loads it.
const WatchCard = lazy(() => import("./WatchCard.tsx").then((module) => ({ default: module.WatchCard })));

type State =
  | { name: "loading" }
  | { name: "failed" }
  | { name: "no-profile" }
  | {
      name: "ready";
      profile: OwnerProfile;
      gallery: GalleryImage[];
      verification: OwnVerification | null;
      decisions: Decision[];
      visits: Visit[];
      ageTask: OwnAgeTask | null;
      receipt: OwnReceipt | null;
      watch: WatchMatch[];
    };

/**
 * The areas the dashboard shows: its own, the option labels, the cities' names, her messages, "Available now" and her
 * statistics, her verification receipt's snippet, the stolen-photo watch; `ui` for the shared UI.
 */
export type DashboardTexts = IslandTexts<
  "dashboard" | "options" | "common" | "ui" | "messages" | "now" | "proof" | "watch"
>;

export function MuseDashboard({ texts }: { texts: DashboardTexts }) {
  return (
    <TextsProvider texts={texts}>
      <StatementWordsProvider words={{ locale: texts.locale, texts: texts.messages.dashboard.statement }}>
        <Dashboard />
      </StatementWordsProvider>
    </TextsProvider>
  );
}

function SignOutButton() {
  const { signOut: label } = useMessages().common.header;
  return (
    <button type="button" className="btn-secondary !px-4 !py-2" onClick={() => void signOut()}>
      <LogOut className="h-4 w-4" aria-hidden="true" />
      {label}
    </button>
  );
}

function Dashboard() {
  const { dashboard: t, common, options } = useMessages();
  const locale = useLocale();
  const [state, setState] = useState<State>({ name: "loading" });
  // The statement whose appeal form is open: opened under it, or from the suspended profile's note.
  const [appealing, setAppealing] = useState<string | null>(null);

  const load = useCallback(async () => {
    setState({ name: "loading" });
    try {
      const data = await api<DashboardData & { decisions?: Decision[]; age_task?: OwnAgeTask | null }>(
        "/api/dashboard/profile",
        {
          cache: "no-store",
        },
      );
      if (!data.profile) return setState({ name: "no-profile" });
      if (!Array.isArray(data.gallery)) toast.error(PROFILE_MESSAGES.galleryLoadFailed);
      if (!Array.isArray(data.decisions)) toast.error(DECISION_MESSAGES.decisionsLoadFailed);
      setState({
        name: "ready",
        profile: data.profile,
        gallery: Array.isArray(data.gallery) ? data.gallery : [],
        verification: data.verification ?? null,
        decisions: Array.isArray(data.decisions) ? data.decisions : [],
        visits: Array.isArray(data.visits) ? data.visits : [],
        ageTask: data.age_task ?? null,
        receipt: data.receipt ?? null,
        watch: Array.isArray(data.watch) ? data.watch : [],
      });
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 401)
        return window.location.replace(localizedPath(locale, "/auth"));
      console.error("Loading the dashboard failed", error);
      toast.error(PROFILE_MESSAGES.loadFailed);
      setState({ name: "failed" });
    }
  }, [locale]);

  useEffect(() => {
    void load();
  }, [load]);

  const setProfile = (profile: OwnerProfile) =>
    setState((current) => (current.name === "ready" ? { ...current, profile } : current));
  const setDecision = (decision: Decision) =>
    setState((current) =>
      current.name === "ready"
        ? { ...current, decisions: current.decisions.map((each) => (each.id === decision.id ? decision : each)) }
        : current,
    );
  const setReach = useCallback(
    (receives_messages: boolean) =>
      setState((current) =>
        current.name === "ready" && current.profile.receives_messages !== receives_messages
          ? { ...current, profile: { ...current.profile, receives_messages } }
          : current,
      ),
    [],
  );
  /** Opens a statement's appeal form and puts her in it, also when it is open already. */
  const appeal = (id: string) => {
    setAppealing(id);
    requestAnimationFrame(() => {
      const field = document.getElementById(`appeal-${id}`);
      field?.scrollIntoView({ block: "center" });
      field?.focus();
    });
  };

  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      {state.name === "loading" && <Spinner label={t.loading} />}
      {state.name === "failed" && (
        <EmptyState title={t.failed.title} hint={say(PROFILE_MESSAGES.loadFailed)}>
          <button type="button" className="btn-primary" onClick={() => void load()}>
            {t.failed.retry}
          </button>
        </EmptyState>
      )}
      {state.name === "no-profile" && (
        <>
          <h1 className="sr-only">{common.header.myDashboard}</h1>
          <EmptyState title={t.noProfile.title} hint={t.noProfile.hint}>
            <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
              <a href={localizedPath(locale, "/muse-onboarding")} className="btn-primary">
                {t.noProfile.apply}
              </a>
              <SignOutButton />
            </div>
          </EmptyState>
        </>
      )}
      {state.name === "ready" && (
        <div className="space-y-8">
          <header className="flex flex-wrap items-center justify-between gap-4">
            <div>
              <p className="text-sm font-semibold tracking-wide text-stone-600 uppercase">
                {common.header.myDashboard}
              </p>
              <h1 className="text-4xl font-bold break-all">{state.profile.handle}</h1>
              <div className="mt-2 flex flex-wrap items-center gap-3 text-stone-700">
                <span className="inline-flex items-center gap-1" data-dashboard-city>
                  <MapPin className="h-4 w-4" aria-hidden="true" />
                  {common.cities[state.profile.city]}
                </span>
                <ApprovalBadge
                  status={state.profile.approval_status}
                  label={options.approvalStatuses[state.profile.approval_status]}
                />
                {state.profile.approval_status === "Approved" && (
                  <AvailabilityBadge
                    status={state.profile.availability_status}
                    label={options.availability[state.profile.availability_status]}
                  />
                )}
                {state.profile.approval_status === "Approved" && state.profile.paused_at && (
                  <span className="rounded-full bg-stone-200 px-3 py-1 text-xs font-semibold text-stone-800">
                    {t.paused}
                  </span>
                )}
              </div>
            </div>
            <div className="flex gap-3">
              {state.profile.approval_status === "Approved" && !state.profile.paused_at && (
                <a
                  href={localizedPath(locale, `/muse/${encodeURIComponent(state.profile.handle)}`)}
                  className="btn-secondary !px-4 !py-2"
                >
                  {t.viewProfile}
                </a>
              )}
              <SignOutButton />
            </div>
          </header>
          {state.ageTask && (
            <AgeCheckCard
              task={state.ageTask}
              onChange={(ageTask) =>
                setState((current) => (current.name === "ready" ? { ...current, ageTask } : current))
              }
            />
          )}
          {state.profile.approval_status === "Approved" && (
            <ListingCard profile={state.profile} onChange={setProfile} />
          )}
          {state.profile.approval_status === "Approved" && !state.profile.paused_at && (
            <AvailableNowCard profile={state.profile} onChange={setProfile} />
          )}

          <ProfileCard
            profile={state.profile}
            onChange={setProfile}
            suspension={currentSuspension(state.decisions)}
            onAppeal={appeal}
          />
          <DecisionsCard
            decisions={state.decisions}
            appealing={appealing}
            onAppealingChange={setAppealing}
            onChange={setDecision}
          />
          {(state.profile.approval_status === "Approved" || state.profile.approval_status === "Suspended") && (
            <ToursCard
              profile={state.profile}
              visits={state.visits}
              onChange={(visits) =>
                setState((current) => (current.name === "ready" ? { ...current, visits } : current))
              }
            />
          )}
          {state.profile.approval_status === "Approved" && (
            <VerificationCard
              profile={state.profile}
              verification={state.verification}
              receipt={state.receipt}
              onChange={(verification) =>
                setState((current) => (current.name === "ready" ? { ...current, verification } : current))
              }
            />
          )}
          {state.watch.length > 0 && (
            <Suspense fallback={null}>
              <WatchCard
                handle={state.profile.handle}
                matches={state.watch}
                onChange={(match) =>
                  setState((current) =>
                    current.name === "ready"
                      ? { ...current, watch: current.watch.map((each) => (each.id === match.id ? match : each)) }
                      : current,
                  )
                }
              />
            </Suspense>
          )}
          <PicturesCard
            profile={state.profile}
            onChange={setProfile}
            editable={state.profile.approval_status === "Approved" || state.profile.approval_status === "Suspended"}
          />
          {(state.profile.approval_status === "Approved" || state.profile.approval_status === "Suspended") && (
            <GalleryCard
              handle={state.profile.handle}
              images={state.gallery}
              onChange={(gallery) =>
                setState((current) => (current.name === "ready" ? { ...current, gallery } : current))
              }
            />
          )}
          {/* Near the end: it loads its own numbers, and its room is kept while they load. */}
          {(state.profile.approval_status === "Approved" || state.profile.approval_status === "Suspended") && (
            <StatisticsCard handle={state.profile.handle} />
          )}
          {/* Last: it loads its own conversations after the dashboard, and so moves nothing already shown. */}
          {(state.profile.approval_status === "Approved" || state.profile.approval_status === "Suspended") && (
            <Suspense fallback={null}>
              <MessagesCard onReachChange={setReach} />
            </Suspense>
          )}
        </div>
      )}
    </section>
  );
}
