import { randomBytes } from "node:crypto";
import { UPLOAD_OWNER_COOKIE } from "@tousu/domain";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";

/** The browser's PostObject form to the local image host, serialised by the platform's own FormData. */
export async function postUploadForm(
  app: FastifyInstance,
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request("http://localhost/uploads", { method: "POST", body: form });
  return app.inject({
    method: "POST",
    url: "/uploads",
    headers: { "content-type": request.headers.get("content-type") ?? "" },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

/** A visitor's browser: the secret of its `upload-owner` cookie, as the sign endpoint would issue it. */
export function newUploadOwner(): string {
  return randomBytes(32).toString("base64url");
}

/** The `cookie` header a browser holding `owner` sends to the API. */
export const uploadOwnerCookie = (owner: string) => ({ cookie: `${UPLOAD_OWNER_COOKIE}=${owner}` });

/**
 * Uploads a small image the way the filing form does (a signed policy, then the multipart POST), as
 * the member of `token` or as the visitor whose browser holds `owner` (or, with neither, a visitor
 * whose browser is then forgotten); returns the stored image's URL.
 */
export async function uploadImage(app: FastifyInstance, options: { token?: string; owner?: string } = {}) {
  const headers = {
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...(options.owner ? uploadOwnerCookie(options.owner) : {}),
  };
  const signed = await app.inject({ method: "GET", url: "/api/common/oss/sign?scene=complaint", headers });
  if (signed.json().code !== 200) throw new Error(`oss/sign failed: ${signed.body}`);
  const policy = signed.json().data as { key: string; fields: Record<string, string> };
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#58a" } })
    .png()
    .toBuffer();
  const posted = await postUploadForm(
    app,
    { key: policy.key, ...policy.fields },
    { bytes, name: "evidence.png", type: "image/png" },
  );
  if (posted.json().code !== 200) throw new Error(`upload failed: ${posted.body}`);
  return posted.json().data.url as string;
}
