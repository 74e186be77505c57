import { isMobilePhone, MOBILE_PHONE_MESSAGE, SMS_CODE_LENGTH } from "@tousu/domain";

const CODE_PATTERN = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);

/** What is wrong with a phone number typed into a form, if anything (spaces between digits are fine). */
export function phoneError(phone: string): string | undefined {
  if (!phone.trim()) return "请输入手机号";
  if (!isMobilePhone(phone)) return MOBILE_PHONE_MESSAGE;
  return undefined;
}

/** What is wrong with an SMS code typed into a form, if anything. */
export function codeError(code: string): string | undefined {
  if (!code.trim()) return "请输入验证码";
  if (!CODE_PATTERN.test(code.trim())) return `请输入${SMS_CODE_LENGTH}位数字验证码`;
  return undefined;
}
