import { describe, expect, it } from "vitest";
import { isDraftPath } from "./draft-path";

describe("isDraftPath (the draft is cleared outside /complaint/create, docs/product/entities.md#complaint-draft)", () => {
  it.each(["/complaint/create", "/complaint/create/", "/complaint/create/two", "/complaint/create/two/"])(
    "keeps the draft on %s",
    (pathname) => expect(isDraftPath(pathname)).toBe(true),
  );

  it.each([
    "/",
    "/complaint",
    "/complaint/created",
    "/complaint/create/three",
    "/complaint/accelerate/12",
    "/complaint/12",
    "/user/complaint",
    "/xcomplaint/create",
  ])("clears it on %s", (pathname) => expect(isDraftPath(pathname)).toBe(false));
});
