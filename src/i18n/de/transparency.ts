import type { Messages } from "../en/index.ts";

export const transparency: Messages["transparency"] = {};
