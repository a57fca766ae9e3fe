import type { Messages } from "../en/index.ts";

export const wire: Messages["wire"] = {};
