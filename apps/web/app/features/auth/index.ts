// What the back offices' login screens and the filing form's phone check use of the login.
export { CaptchaCheck, type CaptchaStatus } from "./captcha-check";
export { SmsLoginForm } from "./sms-login-form";
export { solveCaptcha } from "./solve-captcha";
export { useCountdown } from "./use-countdown";
