import { describe, expect, it } from "vitest";
import { appLinkTarget, isCurrentSection, type LinkClick } from "./app-links";

/** Just enough of an anchor for `appLinkTarget`: attributes and `closest`. */
function anchor(attributes: Record<string, string>, target = "") {
  const element = {
    target,
    hasAttribute: (name: string) => name in attributes,
    getAttribute: (name: string) => attributes[name] ?? null,
    closest: (selector: string) => (selector === "a" ? element : null),
  };
  return element as unknown as EventTarget;
}

const click = (target: EventTarget | null, overrides: Partial<LinkClick> = {}): LinkClick => ({
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
  target,
  ...overrides,
});

const appLink = anchor({ href: "/tousu", "data-app-link": "" });

describe("appLinkTarget", () => {
  it("navigates in the app on a plain primary click of an app link", () => {
    expect(appLinkTarget(click(appLink))).toBe("/tousu");
  });

  it("leaves new tabs, windows and downloads to the browser", () => {
    for (const modifier of ["metaKey", "altKey", "ctrlKey", "shiftKey"] as const)
      expect(appLinkTarget(click(appLink, { [modifier]: true }))).toBeNull();
    expect(appLinkTarget(click(appLink, { button: 1 }))).toBeNull();
    expect(appLinkTarget(click(anchor({ href: "/a", "data-app-link": "" }, "_blank")))).toBeNull();
    expect(appLinkTarget(click(anchor({ href: "/a", "data-app-link": "", download: "" })))).toBeNull();
  });

  it("ignores links that are not app links, other origins, and clicks already handled", () => {
    expect(appLinkTarget(click(anchor({ href: "/tousu" })))).toBeNull();
    expect(appLinkTarget(click(anchor({ href: "https://example.org/", "data-app-link": "" })))).toBeNull();
    expect(appLinkTarget(click(anchor({ href: "//example.org/", "data-app-link": "" })))).toBeNull();
    expect(appLinkTarget(click(appLink, { defaultPrevented: true }))).toBeNull();
    expect(appLinkTarget(click(null))).toBeNull();
  });
});

describe("isCurrentSection", () => {
  it("marks a section on its own path and below it, as NavLink does", () => {
    expect(isCurrentSection("/tousu", "/tousu", false)).toBe(true);
    expect(isCurrentSection("/tousu/42", "/tousu", false)).toBe(true);
    expect(isCurrentSection("/TOUSU/42", "/tousu", false)).toBe(true);
    expect(isCurrentSection("/tousuabc", "/tousu", false)).toBe(false);
    expect(isCurrentSection("/article", "/tousu", false)).toBe(false);
  });

  it("marks the home page only on itself", () => {
    expect(isCurrentSection("/", "/", true)).toBe(true);
    expect(isCurrentSection("/tousu", "/", true)).toBe(false);
    expect(isCurrentSection("/tousu", "/", false)).toBe(false);
  });
});
