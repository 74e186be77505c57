// What other features use of login: the back offices' login form, the SMS-code request with its
// captcha (solved on its own where a page asks for one, e.g. a fast voter's), the phone and code
// fields and checks (the user centre's phone change).

export { sendCodeLabel } from "@tousu/domain";
export { CaptchaCheck, type CaptchaStatus } from "./captcha-check";
export { codeError, phoneError } from "./phone-and-code";
export { FieldError, inputClass, PhoneCodeFields, usePhoneCode } from "./phone-code-fields";
export { SmsLoginForm } from "./sms-login-form";
export { solveCaptcha } from "./solve-captcha";
export { type SmsCodeFailure, type SmsPurpose, useSmsCode } from "./use-sms-code";
