import type { Messages } from "../en/index.ts";

export const becomeMuse: Messages["becomeMuse"] = {};
