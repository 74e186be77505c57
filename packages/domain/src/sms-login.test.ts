import { describe, expect, it } from "vitest";
import { readSmsLimit } from "./sms-login";

describe("readSmsLimit", () => {
  it("reads the wait and the captcha from a refused send_sms", () => {
    expect(readSmsLimit({ resend_in: 42, captcha_required: true })).toEqual({
      resendIn: 42,
      captchaRequired: true,
    });
  });

  it("reads nothing from an answer without a limit", () => {
    for (const data of [null, undefined, "x", { resend_in: "42", captcha_required: "yes" }])
      expect(readSmsLimit(data)).toEqual({ resendIn: undefined, captchaRequired: false });
  });
});
