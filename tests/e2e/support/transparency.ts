import { expect, type Page } from "@playwright/test";

/** A table of /transparency by its caption. */
export const figuresTable = (page: Page, caption: string) => page.getByRole("table", { name: caption });

/** The row of a table whose header is `label`. */
export const figures = (page: Page, caption: string, label: string) =>
  figuresTable(page, caption)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: label }) });

/** A row's two figures: the last 12 months, then since launch. */
export async function counts(page: Page, caption: string, label: string): Promise<[number, number]> {
  const cells = await figures(page, caption, label).getByRole("cell").allTextContents();
  expect(cells, `${caption}: ${label}`).toHaveLength(2);
  return cells.map((cell) => Number(cell.replaceAll(",", ""))) as [number, number];
}
