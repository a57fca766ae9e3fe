/**
 * "Tell me when she is available or visiting" (decision 0068): decided in the visitor's browser from the saved Muses'
 * public profiles, so the server never learns whom she follows. The shortlist page hands the handles to the service
 * worker (in the Cache Storage both share); the worker checks them on each periodic sync and each push it receives.
 */
export const SHORTLIST_ALERTS = {
  /** Where the shortlist page leaves the saved handles for the worker, while the switch is on. */
  handlesKey: "/shortlist-alerts/handles",
  /** What the last check saw of each. */
  stateKey: "/shortlist-alerts/state",
  cache: "state",
  /** The periodic sync's tag, and how often the browser is asked to run it at most (it decides). */
  syncTag: "shortlist-alerts",
  minIntervalMs: 6 * 60 * 60 * 1000,
} as const;

interface SeenVisit {
  city: string;
  starts_on: string;
  ends_on: string;
}

/** What a check remembers of a saved Muse: whether she was available, and the visits she had planned. */
export type FollowedState = Record<string, { available: boolean; visits: string[] }>;

export interface FollowedChange {
  handle: string;
  /** A visit she planned since the last check; absent when she became available. */
  visit?: SeenVisit;
}

interface PublicProfile {
  muse: { availability_status?: string };
  visits?: SeenVisit[];
}

const visitKey = (visit: SeenVisit) => `${visit.city}:${visit.starts_on}:${visit.ends_on}`;

/**
 * Reads each saved Muse's public profile and compares it with the last check: she became available, or a visit
 * appeared. A Muse seen for the first time is remembered without a notification; one whose profile cannot be read now
 * keeps what was seen before.
 */
export async function followedMuseChanges(
  handles: readonly string[],
  before: FollowedState,
  read: (handle: string) => Promise<Response>,
): Promise<{ state: FollowedState; changes: FollowedChange[] }> {
  const state: FollowedState = {};
  const changes: FollowedChange[] = [];
  for (const handle of handles) {
    const response = await read(handle).catch(() => undefined);
    if (!response?.ok) {
      if (before[handle]) state[handle] = before[handle];
      continue;
    }
    const profile = (await response.json()) as PublicProfile;
    const now = {
      available: profile.muse.availability_status === "Available",
      visits: (profile.visits ?? []).map(visitKey),
    };
    state[handle] = now;
    const seen = before[handle];
    if (!seen) continue;
    if (now.available && !seen.available) changes.push({ handle });
    for (const visit of profile.visits ?? []) {
      if (!seen.visits.includes(visitKey(visit))) changes.push({ handle, visit });
    }
  }
  return { state, changes };
}
