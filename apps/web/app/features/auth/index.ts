// What other features use of login: the back offices' login form, the SMS-code request with its
// captcha, the phone and code fields and checks (the user centre's phone change).

export { sendCodeLabel } from "@tousu/domain";
export { CaptchaCheck, type CaptchaStatus } from "./captcha-check";
export { codeError, phoneError } from "./phone-and-code";
export { FieldError, inputClass, PhoneCodeFields, usePhoneCode } from "./phone-code-fields";
export { SmsLoginForm } from "./sms-login-form";
export { type SmsCodeFailure, type SmsPurpose, useSmsCode } from "./use-sms-code";
