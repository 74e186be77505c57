import { WEB_TOKEN_COOKIE } from "@tousu/domain";
import { describe, expect, it } from "vitest";
import { requireRouteAccess } from "./route-access";

const withToken = `theme=dark; ${WEB_TOKEN_COOKIE}=tok-1`;

function thrownBy(run: () => void): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe("requireRouteAccess (docs/product/routes.md#login-only-pages)", () => {
  it.each(["user", "user-complaint", "user-complaint-id", "user-message"])(
    "sends a visitor without a token from '%s' home",
    (name) => {
      for (const cookies of [null, "", "theme=dark", `${WEB_TOKEN_COOKIE}=`]) {
        const response = thrownBy(() =>
          requireRouteAccess({ name }, cookies, "http://127.0.0.1:3000/user/complaint?status=back"),
        );
        expect(response).toBeInstanceOf(Response);
        expect((response as Response).status).toBe(302);
        // Home, with the login dialog open and the way back to the page asked for.
        expect((response as Response).headers.get("location")).toBe(
          `/?login=1&redirect=${encodeURIComponent("/user/complaint?status=back")}`,
        );
      }
    },
  );

  it("lets a visitor with a token onto a user route", () => {
    expect(() => requireRouteAccess({ name: "user-complaint" }, withToken, "/user/complaint")).not.toThrow();
  });

  it.each(["index", "brands-id", "static-agreement", "all"])(
    "leaves '%s' open to visitors: its name does not contain 'user'",
    (name) => {
      expect(() => requireRouteAccess({ name }, null, "/")).not.toThrow();
    },
  );
});
