/** A request as a payment sandbox reads it: `url` is its path and query below the sandbox's base. */
export interface SandboxRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface SandboxAnswer {
  status: number;
  headers: Record<string, string>;
  /** Text, or bytes for a file (Alipay's bill is a zip). */
  body: string | Buffer;
}

/** A payment sandbox as the app serves it. */
export interface ServedSandbox {
  handle(request: SandboxRequest): Promise<SandboxAnswer>;
  stop(): void;
}
