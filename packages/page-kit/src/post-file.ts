import { uploadFailMessage } from "@tousu/domain";

/**
 * What postFile uses of an XMLHttpRequest (this package is also compiled without the DOM's types, for
 * the server).
 */
export interface UploadRequest {
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  readonly status: number;
  readonly responseText: string;
  open(method: string, url: string, isAsync: boolean): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
}

export interface PostFileOptions {
  url: string;
  file: Blob;
  /** The file's name in the form data (a File carries its own). */
  fileName?: string;
  /** Form fields sent before the file, such as a signed upload policy (storage services read them first). */
  fields?: Record<string, string>;
  headers?: Record<string, string>;
  onProgress?(percent: number): void;
  signal?: AbortSignal;
  /** Tests hand in a fake; browsers use the real one. */
  createRequest?(): UploadRequest;
}

/** A failed upload; `message` follows docs/product/errors.md#upload-errors. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

/**
 * The message of a failed upload (docs/product/errors.md#upload-errors) is the response's `error`, else its body text, else
 * 'fail to post {url} {status}'.
 */
export function uploadErrorMessage(url: string, status: number, body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    const error = (parsed as { error?: unknown } | null)?.error;
    if (typeof error === "string" && error) return error;
  } catch {
    // Not JSON: the text itself is the message.
  }
  return body || uploadFailMessage(url, status);
}

function readBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A multipart POST of one file in the field `file` (docs/product/api.md#uploading-a-file), with upload progress. XMLHttpRequest rather
 * than fetch: fetch reports no upload progress. Resolves with the parsed JSON body (or its text) for any
 * 2xx status; anything else rejects with an UploadError.
 */
export function postFile({
  url,
  file,
  fileName,
  fields = {},
  headers = {},
  onProgress,
  signal,
  createRequest = () =>
    new (globalThis as unknown as { XMLHttpRequest: new () => UploadRequest }).XMLHttpRequest(),
}: PostFileOptions): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const request = createRequest();
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (fileName === undefined) form.append("file", file);
    else form.append("file", file, fileName);

    const onAbort = () => request.abort();
    signal?.addEventListener("abort", onAbort, { once: true });
    const settle = () => signal?.removeEventListener("abort", onAbort);

    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.((event.loaded / event.total) * 100);
    };
    request.onload = () => {
      settle();
      const body = request.responseText ?? "";
      if (request.status < 200 || request.status >= 300) {
        return reject(new UploadError(uploadErrorMessage(url, request.status, body), request.status));
      }
      resolve(readBody(body));
    };
    request.onerror = () => {
      settle();
      reject(
        new UploadError(uploadErrorMessage(url, request.status, request.responseText ?? ""), request.status),
      );
    };
    request.onabort = () => {
      settle();
      reject(signal?.reason ?? new DOMException("上传已取消", "AbortError"));
    };

    request.open("POST", url, true);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.send(form);
  });
}
