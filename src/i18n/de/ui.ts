import type { Messages } from "../en/index.ts";

export const ui: Messages["ui"] = {};
