// A render thread's entry point while the server runs from its sources (development, tests): worker
// threads start without a TypeScript loader, so this loads the thread's code with tsx. The compiled
// server (decision 107) has its own `render-thread.mjs` beside it in dist/: `render-worker.ts` compiled.
import { tsImport } from "tsx/esm/api";

await tsImport("./render-worker.ts", import.meta.url);
