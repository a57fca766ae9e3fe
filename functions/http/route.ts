import type { Context } from "@netlify/functions";
import { ApiError, forbidden, notFound, unauthorized } from "./errors.ts";
import { errorResponse, json } from "./respond.ts";
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

export type Handler = (call: Call) => Promise<Response | unknown>;
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Dispatches by HTTP method, checks origin on writes, and renders every error in one place. */
export function route(handlers: Partial<Record<Method, Handler>>) {
  return async (request: Request, context?: Partial<Context>): Promise<Response> => {
    const call: Call = {
      request,
      params: (context?.params ?? {}) as Record<string, string | undefined>,
      ip: clientIp(request, context?.ip),
      headers: new Headers(),
    };
    try {
      const handler = handlers[request.method as Method];
      if (!handler) throw new ApiError(405, "method_not_allowed", "Method not allowed");
      if (request.method !== "GET") assertSameOrigin(request);
      const result = await handler(call);
      const response = result instanceof Response ? result : json(result ?? { ok: true });
      call.headers.forEach((value, key) => response.headers.append(key, value));
      return response;
    } catch (error) {
      const response = errorResponse(error);
      call.headers.forEach((value, key) => response.headers.append(key, value));
      return response;
    }
  };
}

/** Requires a signed-in user. */
export function signedIn(handler: Handler): Handler {
  return async (call) => {
    const session = await currentSession(call.request, call.headers);
    if (!session) throw unauthorized();
    return handler({ ...call, session });
  };
}

/** Requires the admin role, checked on the server for every request. */
export function admin(handler: Handler): Handler {
  return signedIn(async (call) => {
    if (!call.session?.roles.includes("admin")) throw forbidden("Access denied. Admin privileges required.");
    return handler(call);
  });
}

/** Attaches the session when there is one, without requiring it. */
export function optionalUser(handler: Handler): Handler {
  return async (call) => handler({ ...call, session: (await currentSession(call.request, call.headers)) ?? undefined });
}

/** One function serving `/api/{resource}/:action`: the action picks the handler, an unknown one is a 404. */
export function byAction(handlers: Record<string, Handler>): Handler {
  return async (call) => {
    const action = call.params.action ?? "";
    if (!Object.hasOwn(handlers, action)) throw notFound();
    return handlers[action]!(call);
  };
}
