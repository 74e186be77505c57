import { describe, expect, it } from "vitest";
import { filedSubmission } from "./filed-submission";

const sent = new FormData();
const redirected = { state: "loading", data: undefined, formData: sent } as const;
const toAccelerate = { state: "loading", location: { pathname: "/complaint/accelerate/42" } } as const;

describe("a filing seen from step two", () => {
  it("is the submission whose answer sends the app to the complaint's accelerate page", () => {
    expect(filedSubmission({ fetcher: redirected, navigation: toAccelerate })).toBe(sent);
  });

  it("is none while the submission is still out, or when the action refused it", () => {
    expect(
      filedSubmission({
        fetcher: { state: "submitting", data: undefined, formData: sent },
        navigation: { state: "idle" },
      }),
    ).toBeNull();
    const refused = { field: "title", error: "请填写投诉标题" };
    expect(
      filedSubmission({ fetcher: { state: "idle", data: refused }, navigation: { state: "idle" } }),
    ).toBeNull();
    expect(
      filedSubmission({
        fetcher: { state: "loading", data: refused, formData: sent },
        navigation: toAccelerate,
      }),
    ).toBeNull();
  });

  it("is none when the answer sends the visitor to log in or to bind a phone", () => {
    for (const pathname of ["/pages/login", "/pages/login/bind"]) {
      expect(
        filedSubmission({ fetcher: redirected, navigation: { state: "loading", location: { pathname } } }),
      ).toBeNull();
    }
    expect(filedSubmission({ fetcher: redirected, navigation: { state: "idle" } })).toBeNull();
  });
});
