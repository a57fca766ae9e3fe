import type { $ZodType } from "zod/v4/core";
import type { z } from "zod/mini";
import { query, queryOne, type Queryable } from "./index.ts";

/**
 * Reads rows in the response shapes of src/domain/: the SQL column list comes from the shape's field names, and the
 * driver's Dates become ISO strings here, once, so a row is the same on the server, in a page's props and over JSON.
 */

/**
 * The SELECT or RETURNING list of a shape; a calendar date is read as text, so no time zone shifts it by a day.
 * `table` qualifies every column, `tableOf` the ones a join reads from another table.
 */
export function columnsOf(shape: z.ZodMiniObject, table?: string, tableOf: Record<string, string> = {}): string {
  return Object.entries(shape.shape)
    .map(([name, field]) => {
      const qualifier = tableOf[name] ?? table;
      const column = qualifier ? `${qualifier}.${name}` : name;
      return stringFormat(field) === "date" ? `to_char(${column}, 'YYYY-MM-DD') AS ${name}` : column;
    })
    .join(", ");
}

/** The format of a string field (`date`, `datetime`, …), looking through nullable and optional. */
function stringFormat(field: $ZodType): string | undefined {
  const def = field._zod.def as { innerType?: $ZodType; format?: string };
  return def.innerType ? stringFormat(def.innerType) : def.format;
}

/** Rows of a shape's columns as the shape types them, timestamps as ISO strings. */
export function shapedRows<S extends z.ZodMiniObject>(_shape: S, rows: Record<string, unknown>[]): z.output<S>[] {
  return rows.map(
    (row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
      ) as z.output<S>,
  );
}

/** Runs a statement that reads a shape's columns, on the pool or inside a transaction. */
export async function queryShaped<S extends z.ZodMiniObject>(
  shape: S,
  text: string,
  params: unknown[] = [],
  db?: Queryable,
): Promise<z.output<S>[]> {
  const rows = db ? (await db.query<Record<string, unknown>>(text, params)).rows : await query(text, params);
  return shapedRows(shape, rows);
}

export async function queryOneShaped<S extends z.ZodMiniObject>(
  shape: S,
  text: string,
  params: unknown[] = [],
  db?: Queryable,
): Promise<z.output<S> | undefined> {
  const row = db ? (await db.query<Record<string, unknown>>(text, params)).rows[0] : await queryOne(text, params);
  return row && shapedRows(shape, [row])[0];
}
