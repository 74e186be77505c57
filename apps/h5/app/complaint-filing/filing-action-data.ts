/** The step-two fields an answer of the API can be about; "form" is a message above the submit button. */
export type SubmitField =
  | "title"
  | "content"
  | "images"
  | "real_name"
  | "id_card"
  | "phone"
  | "code"
  | "form";

/** A signed upload policy, as the browser needs it to post one file straight to storage. */
export interface UploadSign {
  host: string;
  key: string;
  /** Every form field to send before the file (the policy's, the key among them). */
  fields: Record<string, string>;
  accept: string[];
  maxBytes: number;
  urlPrefix: string;
  keyPrefix: string;
}

/** What the filing service route answers (`filingServiceAction`): one of these per intent, or an error. */
export interface FilingServiceAnswer {
  error?: string;
  field?: "phone" | "captcha";
  sign?: UploadSign;
  challenge?: unknown;
  resendIn?: number;
  captchaRequired?: boolean;
  title?: string;
}

/** Step two's action refusing a submission: the message and the field it is about. */
export interface SubmitAnswer {
  field: SubmitField;
  error: string;
  duplicateId?: number;
}
