import type { Messages } from "../en/index.ts";

export const dashboard: Messages["dashboard"] = {};
