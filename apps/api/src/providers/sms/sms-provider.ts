export interface SmsMessage {
  phone: string;
  code: string;
  purpose: "login" | "bind" | "complaint";
}

/** Sends a verification code. Implementations never log the phone number or the code. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}
