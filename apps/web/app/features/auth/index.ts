// What other features use of login: the back offices' login form, the SMS-code request with its
// captcha, and the phone and code checks.
export { CaptchaCheck, type CaptchaStatus } from "./captcha-check";
export { codeError, phoneError } from "./phone-and-code";
export { SmsLoginForm } from "./sms-login-form";
export { type SmsCodeFailure, type SmsPurpose, useSmsCode } from "./use-sms-code";
