import { readdirSync, readFileSync } from "node:fs";

const FUNCTIONS_DIR = new URL("../../netlify/functions/", import.meta.url);

/** Who may call a route, as the wrapper of its handler says: `admin(…)`, `signedIn(…)`, or neither. */
export type Access = "public" | "signed-in" | "admin";

export interface FunctionRoute {
  /** The function's file under netlify/functions/. */
  file: string;
  method: string;
  /** The path pattern, as `config.path` and `paths()` spell it (`/api/reports/:id`). */
  pattern: string;
  access: Access;
}

const HANDLERS = /\b(GET|POST|PUT|PATCH|DELETE):\s*(admin\(|signedIn\()?/g;

/**
 * Every method of every path the site's functions serve, read from their source (`paths({ "/path": route({ GET:
 * admin(handler) }) })`, or one `route()` for the single `config.path`): the wrappers that guard a handler run on
 * the server only, and are not visible on the exported endpoint.
 */
export function functionRoutes(): FunctionRoute[] {
  return readdirSync(FUNCTIONS_DIR)
    .filter((file) => file.endsWith(".mts"))
    .sort()
    .flatMap((file) => {
      const source = readFileSync(new URL(file, FUNCTIONS_DIR), "utf8");
      const exported = /export default ([\s\S]*?)\);\n/.exec(source)?.[1] ?? "";
      const single = /^route\(\{([\s\S]*)\}$/.exec(exported);
      const entries = single
        ? [[/path: "([^"]+)"/.exec(source)![1]!, single[1]!] as const]
        : [...exported.matchAll(/"([^"]+)": route\(\{([^}]*)\}\)/g)].map((match) => [match[1]!, match[2]!] as const);
      return entries.flatMap(([pattern, handlers]) =>
        [...handlers.matchAll(HANDLERS)].map((handler) => ({
          file,
          method: handler[1]!,
          pattern,
          access: handler[2] === "admin(" ? "admin" : handler[2] === "signedIn(" ? "signed-in" : ("public" as Access),
        })),
      );
    });
}
