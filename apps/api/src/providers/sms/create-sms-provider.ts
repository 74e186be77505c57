import type { Config } from "../../config";
import { createAliyunSmsProvider } from "./aliyun-sms-provider";
import { createOutboxSmsProvider } from "./outbox-sms-provider";
import type { SmsProvider } from "./sms-provider";

export function createSmsProvider(config: Config): SmsProvider {
  if (config.SMS_PROVIDER === "aliyun") {
    // Config validation guarantees these are present for the aliyun provider.
    return createAliyunSmsProvider({
      accessKeyId: config.ALIYUN_SMS_ACCESS_KEY_ID!,
      accessKeySecret: config.ALIYUN_SMS_ACCESS_KEY_SECRET!,
      signName: config.ALIYUN_SMS_SIGN_NAME!,
      templateCode: config.ALIYUN_SMS_TEMPLATE_CODE!,
      noticeTemplateCode: config.ALIYUN_SMS_NOTICE_TEMPLATE_CODE!,
      endpoint: config.ALIYUN_SMS_ENDPOINT,
    });
  }
  return createOutboxSmsProvider(config.smsOutboxPath);
}
