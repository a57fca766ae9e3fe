import { z } from "zod";

/**
 * The one place that imports zod's functions; every schema module imports `z` from here. zod 4 probes whether it may
 * compile parsers with `new Function("")`: under the pages' policy (no 'unsafe-eval') the probe is refused and the
 * browser reports a violation on every page with a form. `jitless` skips the probe and the compiled path, and it has
 * to be set before the first schema parses, which importing `z` from here ensures.
 */
z.config({ jitless: true });

export { z };
