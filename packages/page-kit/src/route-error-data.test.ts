import { describe, expect, it } from "vitest";
import { METHOD_NOT_ALLOWED_MESSAGE, normalizeRouteError } from "./route-error-data";

// The shape React Router gives an error response thrown with `data(..., { status })`.
const errorResponse = (status: number, data: unknown) => ({ status, statusText: "", internal: false, data });

describe("normalizeRouteError", () => {
  it("reads an error response with the 404 lists", () => {
    const articles = [{ id: 1, title: "a" }];
    expect(
      normalizeRouteError(errorResponse(404, { message: "投诉不存在", articles, complaints: [] })),
    ).toEqual({
      status: 404,
      message: "投诉不存在",
      articles,
      complaints: [],
    });
  });

  it("says in Chinese that a page does not take the method", () => {
    const refused = { status: 405, statusText: "Method Not Allowed", internal: true, data: "Error: …" };
    expect(normalizeRouteError(refused)).toMatchObject({ status: 405, message: METHOD_NOT_ALLOWED_MESSAGE });
  });

  it("takes the status from statusCode, status or response.status", () => {
    expect(normalizeRouteError(Object.assign(new Error("x"), { statusCode: 403 })).status).toBe(403);
    expect(normalizeRouteError(Object.assign(new Error("x"), { status: 502 })).status).toBe(502);
    expect(normalizeRouteError(Object.assign(new Error("x"), { response: { status: 401 } })).status).toBe(
      401,
    );
  });

  it("falls back to 500 and never shows a thrown error's own message", () => {
    expect(normalizeRouteError(new Error("SELECT * FROM secrets failed"))).toEqual({
      status: 500,
      message: "服务器异常",
      articles: [],
      complaints: [],
    });
    expect(normalizeRouteError("boom").status).toBe(500);
  });
});
