import { z } from "zod/mini";

/**
 * The one place that imports zod's functions; every schema module imports `z` from here. It is zod/mini, whose
 * functions a bundle keeps only when used (zod's classic API hangs on every schema and ships whole to each page).
 *
 * zod 4 probes whether it may compile parsers with `new Function("")`: under the pages' policy (no 'unsafe-eval') the
 * probe is refused and the browser reports a violation on every page with a form. `jitless` skips the probe and the
 * compiled path, and it has to be set before the first schema parses, which importing `z` from here ensures.
 * zod/mini also leaves its messages to the caller: the English locale gives the same default texts as zod's classic API.
 */
z.config({ jitless: true, ...z.locales.en() });

export { z };
