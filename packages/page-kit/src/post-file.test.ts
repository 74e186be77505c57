import { describe, expect, it, vi } from "vitest";
import { postFile, UploadError, type UploadRequest, uploadErrorMessage } from "./post-file";

/** Just enough of XMLHttpRequest to drive postFile: the test plays the server. */
class FakeRequest {
  upload: UploadRequest["upload"] = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = "";
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: FormData | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

function start(options: Partial<Parameters<typeof postFile>[0]> = {}) {
  const request = new FakeRequest();
  const promise = postFile({
    url: "https://img.example/upload",
    file: new File(["jpeg bytes"], "订单.jpg", { type: "image/jpeg" }),
    createRequest: () => request,
    ...options,
  });
  return { request, promise };
}

describe("postFile (multipart upload, docs/product/api.md#uploading-a-file)", () => {
  it("posts the policy fields, then the file in the field 'file', reporting progress", async () => {
    const onProgress = vi.fn();
    const { request, promise } = start({
      fields: { policy: "p", signature: "s" },
      onProgress,
      headers: { "x-a": "1" },
    });
    expect(request.method).toBe("POST");
    expect(request.headers).toEqual({ "x-a": "1" });
    expect([...(request.body?.keys() ?? [])]).toEqual(["policy", "signature", "file"]);
    expect((request.body!.get("file") as File).name).toBe("订单.jpg");

    request.progress(25, 100);
    request.progress(100, 100);
    request.answer(200, '{"url":"/uploads/a.jpg"}');
    await expect(promise).resolves.toEqual({ url: "/uploads/a.jpg" });
    expect(onProgress.mock.calls).toEqual([[25], [100]]);
  });

  it("answers a body that is not JSON as its text, for any 2xx status", async () => {
    const { request, promise } = start();
    request.answer(204, "");
    await expect(promise).resolves.toBe("");
  });

  it("rejects statuses outside 200–299 with the response's error", async () => {
    const { request, promise } = start();
    request.answer(403, '{"error":"上传凭证已过期"}');
    await expect(promise).rejects.toEqual(new UploadError("上传凭证已过期", 403));
  });

  it("rejects a network failure with the fail message", async () => {
    const { request, promise } = start();
    request.onerror?.();
    await expect(promise).rejects.toThrow("fail to post https://img.example/upload 0");
  });

  it("aborts the request when the signal fires", async () => {
    const controller = new AbortController();
    const { promise } = start({ signal: controller.signal });
    controller.abort();
    await expect(promise).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("uploadErrorMessage (docs/product/errors.md#upload-errors)", () => {
  it("prefers the response's error, then the body text, then 'fail to post {url} {status}'", () => {
    expect(uploadErrorMessage("/u", 400, '{"error":"文件过大"}')).toBe("文件过大");
    expect(uploadErrorMessage("/u", 400, '{"code":400}')).toBe('{"code":400}');
    expect(uploadErrorMessage("/u", 502, "Bad Gateway")).toBe("Bad Gateway");
    expect(uploadErrorMessage("/u", 413, "")).toBe("fail to post /u 413");
  });
});
