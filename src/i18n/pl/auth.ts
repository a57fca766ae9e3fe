import type { Messages } from "../en/index.ts";

export const auth: Messages["auth"] = {};
