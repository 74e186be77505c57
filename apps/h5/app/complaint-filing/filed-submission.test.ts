import { describe, expect, it } from "vitest";
import { filedSubmission } from "./filed-submission";

const sent = new FormData();
const redirected = { state: "loading", formData: sent } as const;
const toAccelerate = { state: "loading", location: { pathname: "/complaint/accelerate/42" } } as const;

describe("a filing seen from step two", () => {
  it("is the submission whose answer sends the app to the complaint's accelerate page", () => {
    expect(filedSubmission({ fetcher: redirected, navigation: toAccelerate, basePath: "" })).toBe(sent);
  });

  it("is the same under the H5 site's base path on the main origin", () => {
    const underBase = { state: "loading", location: { pathname: "/h5/complaint/accelerate/42" } } as const;
    expect(filedSubmission({ fetcher: redirected, navigation: underBase, basePath: "/h5" })).toBe(sent);
    expect(filedSubmission({ fetcher: redirected, navigation: underBase, basePath: "" })).toBeNull();
  });

  it("is none while the submission is still out, or when the action refused it", () => {
    const submitting = { state: "submitting", formData: sent } as const;
    expect(filedSubmission({ fetcher: submitting, navigation: { state: "idle" }, basePath: "" })).toBeNull();
    // A refusal (400) loads nothing again: the fetcher is idle with the answer, the app stays.
    expect(
      filedSubmission({ fetcher: { state: "idle" }, navigation: { state: "idle" }, basePath: "" }),
    ).toBeNull();
  });

  it("is none when the answer sends the visitor to log in or to bind a phone", () => {
    for (const pathname of ["/pages/login", "/pages/login/bind"]) {
      const elsewhere = { state: "loading", location: { pathname } } as const;
      expect(filedSubmission({ fetcher: redirected, navigation: elsewhere, basePath: "" })).toBeNull();
    }
    expect(filedSubmission({ fetcher: redirected, navigation: { state: "idle" }, basePath: "" })).toBeNull();
  });
});
