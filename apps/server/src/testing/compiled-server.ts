// The compiled server's command line, as scripts/start.mjs runs it (decision 107; its build is
// scripts/build-server.mjs, part of `npm run build`): the tests that start node processes start
// what production runs, and the load benchmark finds a node by it.
import { SERVER_ENTRY } from "../../../../scripts/builds.mjs";

export const COMPILED_SERVER_ENTRY = SERVER_ENTRY;
export const COMPILED_SERVER_ARGS = ["--enable-source-maps", COMPILED_SERVER_ENTRY];
