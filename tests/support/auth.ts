import handler from "../../netlify/functions/auth.mts";
import { call, type CallOptions } from "./api.ts";

/** Calls /api/auth/{action} as Netlify would, with the path parameter filled in. */
export function auth(method: string, action: string, options: CallOptions = {}, search = "") {
  return call(handler, method, `/api/auth/${action}${search}`, { ...options, params: { action } });
}
