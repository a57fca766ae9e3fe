import type { Context } from "@netlify/functions";
import { ApiError, forbidden, notFound, unauthorized } from "./errors.ts";
import { HTTP_MESSAGES } from "../../src/domain/api-texts.ts";
import { AUTH_MESSAGES } from "../../src/domain/messages.ts";
import { answerIn, errorResponse, json } from "./respond.ts";
import { API_CONTENT_SECURITY_POLICY, harden } from "./hardening.ts";
import { assertSameOrigin, clientIp } from "./request.ts";
import { currentSession, type Session } from "../auth/session.ts";

export interface Call {
  request: Request;
  params: Record<string, string | undefined>;
  ip: string;
  /** The signed-in caller, when the route asked for one. */
  session?: Session;
  /** Headers the handler wants added to its response (e.g. Set-Cookie). */
  headers: Headers;
}

/** A call that `signedIn` or `admin` let through: its session is known. */
export interface SignedInCall extends Call {
  session: Session;
}

/**
 * What a handler answers: a Response as it is, or a body sent as JSON (nothing is `{ ok: true }`). A bare string
 * or number is no answer.
 */
export type Reply = Response | object | undefined | void;
export type Handler<C extends Call = Call> = (call: C) => Promise<Reply>;
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
/** A Netlify function's default export. */
export type Endpoint = (request: Request, context?: Partial<Context>) => Promise<Response>;

/** Who a handler serves, as its `signedIn`/`admin` wrapper says; absent for public handlers. */
type Access = "signed-in" | "admin";
const ACCESS = Symbol("access");
type Guarded = Handler & { [ACCESS]?: Access };

/**
 * Dispatches one path's requests by HTTP method, checks origin on writes, and renders every error in one place.
 * A method the path has no handler for is a 405; when every handler of the path needs a session (or the admin
 * role), that is checked first, so a caller who may not use the path at all gets 401/403, as for its own methods.
 */
export function route(handlers: Partial<Record<Method, Handler>>): Endpoint {
  const guard = commonAccess(Object.values(handlers));
  return async (request: Request, context?: Partial<Context>): Promise<Response> => {
    const call: Call = {
      request,
      params: (context?.params ?? {}) as Record<string, string | undefined>,
      ip: clientIp(request, context?.ip),
      headers: new Headers(),
    };
    try {
      const handler = handlers[request.method as Method];
      if (!handler) {
        if (guard) await guard(async () => undefined)(call);
        throw new ApiError(405, "method_not_allowed", HTTP_MESSAGES.methodNotAllowed);
      }
      if (request.method !== "GET") assertSameOrigin(request);
      const result = await handler(call);
      const response = result instanceof Response ? result : json(answerIn(result ?? { ok: true }, request));
      call.headers.forEach((value, key) => response.headers.append(key, value));
      return response;
    } catch (error) {
      const response = errorResponse(error, request);
      call.headers.forEach((value, key) => response.headers.append(key, value));
      return response;
    }
  };
}

/** Requires a signed-in user; the handler gets the session. */
export function signedIn(handler: Handler<SignedInCall>): Handler {
  return withAccess("signed-in", async (call) => {
    const session = await currentSession(call.request, call.headers);
    if (!session) throw unauthorized();
    return handler({ ...call, session });
  });
}

/** Requires the admin role, checked on the server for every request. */
export function admin(handler: Handler<SignedInCall>): Handler {
  return withAccess(
    "admin",
    signedIn(async (call) => {
      if (!call.session.roles.includes("admin")) throw forbidden(AUTH_MESSAGES.accessDenied);
      return handler(call);
    }),
  );
}

/** Marks what a handler requires, so route() can ask the same of a method the path does not have. */
function withAccess(access: Access, handler: Handler): Handler {
  return Object.assign(handler, { [ACCESS]: access });
}

/** The check every handler of a path makes, or undefined when one of them is public. */
function commonAccess(handlers: Guarded[]): typeof signedIn | undefined {
  const access = handlers.map((handler) => handler[ACCESS]);
  if (access.length === 0 || access.includes(undefined)) return undefined;
  return access.includes("signed-in") ? signedIn : admin;
}

/** Attaches the session when there is one, without requiring it. */
export function optionalUser(handler: Handler): Handler {
  return async (call) => handler({ ...call, session: (await currentSession(call.request, call.headers)) ?? undefined });
}

/**
 * One function serving several path shapes (`/api/x`, `/api/x/:id`, `/api/x/:id/review`): the request's own path
 * picks the route and fills `params`, whatever `context.params` says (the local server may leave it out, or retry a
 * 404 as `path/index.html`). A literal segment wins over a parameter (`/gallery/order` over `/gallery/:id`); a
 * trailing slash is ignored; a path no pattern matches is a 404. Patterns are `config.path`'s, listed again because
 * Netlify reads `config` from the source and accepts literals only. Every answer carries the hardening headers.
 */
export function paths(routes: Record<string, Endpoint>): Endpoint & { patterns: string[] } {
  const table = Object.entries(routes)
    .map(([pattern, endpoint]) => ({ segments: pattern.split("/").slice(1), endpoint }))
    // "0" for a literal segment, "1" for a parameter: sorting the keys puts literals first, position by position.
    .map((entry) => ({ ...entry, rank: entry.segments.map((s) => (s.startsWith(":") ? "1" : "0")).join("") }))
    .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0));
  const endpoint: Endpoint = async (request, context) => {
    const segments = pathSegments(new URL(request.url).pathname);
    for (const entry of segments ? table : []) {
      const params = matchSegments(entry.segments, segments!);
      if (params) return harden(await entry.endpoint(request, { ...context, params }), API_CONTENT_SECURITY_POLICY);
    }
    return harden(errorResponse(notFound(), request), API_CONTENT_SECURITY_POLICY);
  };
  return Object.assign(endpoint, { patterns: Object.keys(routes) });
}

/** The decoded segments of a pathname without its trailing slash; null when one is not valid percent-encoding. */
function pathSegments(pathname: string): string[] | null {
  try {
    return pathname
      .replace(/(?<=.)\/$/, "")
      .split("/")
      .slice(1)
      .map(decodeURIComponent);
  } catch {
    return null;
  }
}

function matchSegments(pattern: string[], segments: string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index]!;
    if (part.startsWith(":")) {
      if (segment === "") return null;
      params[part.slice(1)] = segment;
    } else if (part !== segment) return null;
  }
  return params;
}
