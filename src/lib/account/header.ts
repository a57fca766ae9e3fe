import { fetchSession, signOut } from "./session.ts";

function toggleAll(selector: string, visible: boolean) {
  for (const element of document.querySelectorAll<HTMLElement>(selector)) element.classList.toggle("hidden", !visible);
}

/**
 * Swaps the header's signed-out links for the Profile menu, and shows My Dashboard to an Approved Muse (or a
 * Suspended one, who reads the reason there).
 */
export async function showAccount(): Promise<void> {
  const session = await fetchSession();
  const signedIn = Boolean(session.user);
  toggleAll("[data-signed-out]", !signedIn);
  toggleAll("[data-signed-in]", signedIn);
  const status = session.profile?.approval_status;
  toggleAll("[data-approved-only]", status === "Approved" || status === "Suspended");
  if (!signedIn) return;

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
