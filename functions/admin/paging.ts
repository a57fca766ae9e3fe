import type { z } from "zod/mini";
import { queryOne } from "../db/index.ts";
import { queryShaped } from "../db/shaped.ts";
import { HTTP_MESSAGES } from "../../src/domain/api-texts.ts";
import { ApiError, badRequest } from "../http/errors.ts";
import { containsPattern } from "../db/like.ts";

/** Admin lists send one page at a time: they stay fast with tens of thousands of rows. */
export const ADMIN_PAGE_SIZE = 50;
const MAX_SEARCH_LENGTH = 200;

export interface ListQuery<Status extends string> {
  /** null: every status. */
  status: Status | null;
  /** A LIKE pattern of the search text (wildcards escaped), or null without one; compared lower-cased. */
  pattern: string | null;
  page: number;
  offset: number;
}

/** `?status=&q=&page=` of an admin list; a status the list does not know or a page that is not a number is a 400. */
export function readListQuery<Status extends string>(request: Request, statuses: readonly Status[]): ListQuery<Status> {
  const params = new URL(request.url).searchParams;
  const status = params.get("status") ?? "all";
  if (status !== "all" && !(statuses as readonly string[]).includes(status))
    throw badRequest("admin.requests.unknownStatus");
  const pageText = params.get("page") ?? "1";
  if (!/^[1-9]\d{0,5}$/.test(pageText)) throw badRequest("admin.requests.page");
  const page = Number(pageText);
  const search = (params.get("q") ?? "").trim();
  if (search.length > MAX_SEARCH_LENGTH)
    throw new ApiError(400, "invalid_input", "admin.requests.adminSearchTooLong", undefined, {
      max: MAX_SEARCH_LENGTH,
    });
  if (search.includes("\u0000")) throw badRequest(HTTP_MESSAGES.nulCharacters);
  return {
    status: status === "all" ? null : (status as Status),
    pattern: search ? containsPattern(search) : null,
    page,
    offset: (page - 1) * ADMIN_PAGE_SIZE,
  };
}

/** What every paged admin list answers beside its rows. */
export interface PageInfo {
  /** Rows of every status. */
  total: number;
  /** Rows matching the status and search (the "X" of "Showing X of Y"). */
  matching: number;
  page: number;
  page_size: number;
}

/**
 * The WHERE fragment of a status filter and a case-insensitive search of the table's `admin_search` column (its
 * searched fields, lower-cased, in one generated column), numbered from $1: fixed text, every value a parameter.
 */
function listConditions(query: ListQuery<string>, statusColumn: string): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (query.status) {
    params.push(query.status);
    conditions.push(`${statusColumn} = $${params.length}`);
  }
  if (query.pattern) {
    params.push(query.pattern);
    conditions.push(`admin_search LIKE lower($${params.length})`);
  }
  return { where: conditions.length > 0 ? conditions.join(" AND ") : "TRUE", params };
}

/** Where an admin list reads its rows: fixed text of the caller's, never input. */
export interface ListSource {
  table: string;
  /** The columns of the rows' shape. */
  columns: string;
  statusColumn: string;
}

/** One page of an admin list, newest first, in the rows' shape, and the counts beside it. */
export async function readListPage<S extends z.ZodMiniObject>(
  query: ListQuery<string>,
  shape: S,
  from: ListSource,
): Promise<{ rows: z.output<S>[] } & PageInfo> {
  const { where, params } = listConditions(query, from.statusColumn);
  const [rows, counts] = await Promise.all([
    queryShaped(
      shape,
      `SELECT ${from.columns} FROM ${from.table} WHERE ${where}
        ORDER BY created_at DESC, id LIMIT ${ADMIN_PAGE_SIZE} OFFSET $${params.length + 1}`,
      [...params, query.offset],
    ),
    queryOne<{ total: number; matching: number }>(
      `SELECT count(*)::int AS total, (count(*) FILTER (WHERE ${where}))::int AS matching FROM ${from.table}`,
      params,
    ),
  ]);
  return { rows, ...counts!, page: query.page, page_size: ADMIN_PAGE_SIZE };
}
