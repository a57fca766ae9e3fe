import { pageSession, signOut, type AccountSession } from "./session.ts";

function toggleAll(selector: string, visible: boolean) {
  for (const element of document.querySelectorAll<HTMLElement>(selector)) element.classList.toggle("hidden", !visible);
}

/**
 * Shows the header's signed-out links (Join, Become a Muse) or the Profile menu for this session, and My Dashboard
 * beside it to an Approved Muse (or a Suspended one, who reads the reason there); an admin's menu leads to the Admin
 * Panel. The Profile menu offers My Dashboard only where the server says the account has one (a Muse profile or
 * application): a seeker's account has nothing there. Called again when a page signs someone in without a reload
 * (sign-up), so the header never lags behind.
 */
export function renderHeader(session: AccountSession): void {
  const signedIn = Boolean(session.user);
  toggleAll("[data-signed-out]", !signedIn);
  toggleAll("[data-signed-in]", signedIn);
  const status = session.profile?.approval_status;
  toggleAll("[data-approved-only]", status === "Approved" || status === "Suspended");
  toggleAll("[data-admin-only]", session.roles?.includes("admin") ?? false);
  // Without a profile My Dashboard would only say "No Profile Found": a seeker's account, or an admin's.
  toggleAll("[data-dashboard-link]", session.dashboard === true);
}

function wireProfileMenu(): void {
  const toggle = document.querySelector<HTMLButtonElement>("[data-profile-toggle]");
  const menu = document.querySelector<HTMLElement>("[data-profile-menu]");
  const setOpen = (open: boolean) => {
    menu?.classList.toggle("hidden", !open);
    toggle?.setAttribute("aria-expanded", String(open));
  };
  toggle?.addEventListener("click", () => setOpen(menu?.classList.contains("hidden") ?? false));
  document.addEventListener("click", (event) => {
    if (!(event.target as HTMLElement).closest("[data-signed-in]")) setOpen(false);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") setOpen(false);
  });
  for (const button of document.querySelectorAll<HTMLButtonElement>("[data-sign-out]")) {
    button.addEventListener("click", () => void signOut());
  }
}

export async function showAccount(): Promise<void> {
  wireProfileMenu();
  renderHeader(await pageSession());
}
