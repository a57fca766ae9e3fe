import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** The directory as its API lists it (`/api/muses` with a query), to compare the page with. */
export interface MuseList {
  muses: { handle: string; city: string; categories: string[] }[];
  shown: number;
  total: number;
  demo: boolean;
}

export async function museList(request: APIRequestContext, query = ""): Promise<MuseList> {
  const response = await request.get(`/api/muses${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as MuseList;
}

/** The directory's cards, and the card of one Muse. */
export const cards = (page: Page) => page.locator("[data-muse-card]");
export const cardOf = (page: Page, handle: string) =>
  cards(page).filter({ has: page.getByRole("heading", { name: handle, exact: true }) });
