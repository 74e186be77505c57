import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Testing Library unmounts what a test rendered only when test globals exist, and ours are
// imported. Left mounted, a component's timer (antd's delayed state among them) fires after the
// DOM environment is gone and fails the run with "window is not defined".
afterEach(cleanup);
