import type { Messages } from "../en/index.ts";

export const account: Messages["account"] = {};
