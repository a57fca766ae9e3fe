import type { Messages } from "../en/index.ts";

export const profile: Messages["profile"] = {};
