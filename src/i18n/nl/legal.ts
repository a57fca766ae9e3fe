import type { Messages } from "../en/index.ts";

export const legal: Messages["legal"] = {};
