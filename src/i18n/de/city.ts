import type { Messages } from "../en/index.ts";

export const city: Messages["city"] = {};
