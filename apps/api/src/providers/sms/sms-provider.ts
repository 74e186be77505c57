export interface SmsMessage {
  phone: string;
  code: string;
  purpose: "login" | "bind" | "complaint" | "mediation";
}

/**
 * A progress notice ("您的投诉“{subject}”有新进展：{event}"): one template for every lifecycle
 * notice, so operators register a single template with the SMS vendor.
 */
export interface SmsNotice {
  phone: string;
  subject: string;
  event: string;
}

/** Sends verification codes and notices. Implementations never log the phone number or the code. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
  notify(notice: SmsNotice): Promise<void>;
}

/** Vendor templates limit variable length; long complaint titles are cut with an ellipsis. */
export function noticeSubject(title: string, max = 20): string {
  return title.length > max ? `${title.slice(0, max - 1)}…` : title;
}

/** Keeps what would have been sent, for tests that read a code or check a notice. */
export function createMemorySmsProvider(): {
  provider: SmsProvider;
  sent: SmsMessage[];
  notices: SmsNotice[];
} {
  const sent: SmsMessage[] = [];
  const notices: SmsNotice[] = [];
  const provider: SmsProvider = {
    name: "memory",
    send: async (message) => void sent.push(message),
    notify: async (notice) => void notices.push(notice),
  };
  return { provider, sent, notices };
}
