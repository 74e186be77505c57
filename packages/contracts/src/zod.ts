import { config, locales, z } from "zod";

// Every contract takes `z` from here, so this runs before any schema is built.
// Messages users read are Chinese: contracts set their own where the wording
// matters, and zod's Chinese locale covers every other rule.
config(locales.zhCN());
// Pages run under a CSP without 'unsafe-eval', which refuses (and reports) zod's compiled fast
// path; in the browser zod interprets instead. Servers keep the faster compiled validators.
if ("document" in globalThis) config({ jitless: true });

export { z };
