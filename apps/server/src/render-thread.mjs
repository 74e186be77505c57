// A render thread's entry point. Worker threads start without the server's TypeScript loader, so
// this loads the thread's code with tsx, the way the server itself runs (docs/decisions/002).
import { tsImport } from "tsx/esm/api";

await tsImport("./render-worker.ts", import.meta.url);
