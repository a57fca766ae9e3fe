import type { Messages } from "../en/index.ts";

export const about: Messages["about"] = {};
