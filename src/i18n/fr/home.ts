import type { Messages } from "../en/index.ts";

export const home: Messages["home"] = {};
