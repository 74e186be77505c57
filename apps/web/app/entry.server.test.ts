import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { afterEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { handleError } from "./entry.server";

const spies: MockInstance[] = [];
const silence = (method: "warn" | "error") => {
  const spy = vi.spyOn(console, method).mockImplementation(() => {});
  spies.push(spy);
  return spy;
};
afterEach(() => {
  for (const spy of spies.splice(0)) spy.mockRestore();
});

const post = () => new Request("http://127.0.0.1:3000/tousu?page=2", { method: "POST" });

describe("handleError", () => {
  it("logs a method a page does not take as one line, without a stack", () => {
    const warn = silence("warn");
    const error = silence("error");
    // What React Router raises for a POST to a page without an action.
    const refused = new ErrorResponseImpl(405, "Method Not Allowed", new Error("no action"), true);

    handleError(refused, { request: post() });

    expect(warn.mock.calls).toEqual([["405 POST /tousu"]]);
    expect(error).not.toHaveBeenCalled();
  });

  it("keeps a fault's stack for the log", () => {
    const error = silence("error");
    const fault = new Error("loader broke");
    handleError(fault, { request: post() });
    expect(error.mock.calls).toEqual([[fault]]);
  });
});
