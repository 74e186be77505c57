import { hkdfSync, randomBytes } from "node:crypto";
import type { ContractOutput, getLicensePhoto } from "@tousu/contracts";
import { decryptPiiFile, encryptPiiFile, schema } from "@tousu/db";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, notFound } from "../../lib/app-error";
import { createFieldSigner } from "../../lib/signed-fields";

/**
 * The applicant's uploaded photo shows their name and ID number: it is sealed with the personal-data
 * key under an unguessable key of its own in the storage's private area, which nothing serves
 * (decision 061), and the caller deletes the public upload.
 */
export async function sealLicensePhoto(
  deps: Pick<AppDeps, "providers" | "piiKeys">,
  adoptedUrl: string,
): Promise<string> {
  const base = deps.providers.storage.publicUrl("");
  const uploaded = adoptedUrl.startsWith(base)
    ? await deps.providers.storage.readObject(adoptedUrl.slice(base.length))
    : null;
  if (!uploaded) throw badRequest("图片地址无效，请重新上传");
  const key = `private/license-photos/${randomBytes(18).toString("base64url")}`;
  await deps.providers.storage.writePrivateObject(key, encryptPiiFile(uploaded, deps.piiKeys.encryptionKey));
  return key;
}

/** Long enough to look at and compare with the registry; a copied address soon stops working. */
export const LICENSE_PHOTO_LINK_SECONDS = 10 * 60;

function photoLinkSigner(secret: string) {
  const key = Buffer.from(hkdfSync("sha256", secret, "tousu", "lawyer-license-photo", 32));
  return createFieldSigner(key, { encoding: "hex" });
}

/**
 * The licence photo is for staff's eyes: the detail hands staff a signed address that expires, so
 * an <img> can show it without a token and nobody else can read it.
 */
export function signLicensePhotoLink(
  deps: Pick<AppDeps, "config" | "providers">,
  userId: number,
): { url: string; expiresAt: Date } {
  const expires = Math.floor(deps.providers.now().getTime() / 1000) + LICENSE_PHOTO_LINK_SECONDS;
  const signature = photoLinkSigner(deps.config.PII_SECRET).sign([userId, expires]);
  return {
    url: `${deps.config.LAWYER_BASE_URL}/admin/license-photos/${userId}?expires=${expires}&signature=${signature}`,
    expiresAt: new Date(expires * 1000),
  };
}

export async function readLicensePhoto(
  deps: Pick<AppDeps, "config" | "db" | "providers" | "piiKeys">,
  userId: number,
  query: ContractOutput<typeof getLicensePhoto, "query">,
): Promise<Buffer> {
  const link = [userId, query.expires];
  const nowMs = deps.providers.now().getTime();
  if (
    !photoLinkSigner(deps.config.PII_SECRET).isCurrent(link, query.signature, query.expires * 1000, nowMs)
  ) {
    throw notFound("链接已失效，请刷新页面");
  }
  const [profile] = await deps.db
    .select({ key: schema.lawyerProfiles.licensePhotoKey })
    .from(schema.lawyerProfiles)
    .where(eq(schema.lawyerProfiles.userId, userId));
  const photo = profile && (await readSealedPhoto(deps, profile.key));
  if (!photo) throw notFound("执业证照片不存在");
  return decryptPiiFile(photo, deps.piiKeys.encryptionKey);
}

/**
 * A sealed photo from the private area; one sealed before that area existed (decision 056 kept it
 * under the public image root) is moved there on its first reading, and its served copy deleted.
 */
async function readSealedPhoto(deps: Pick<AppDeps, "providers">, key: string): Promise<Buffer | null> {
  const { storage } = deps.providers;
  const sealed = await storage.readPrivateObject(key);
  if (sealed) return sealed;
  const served = await storage.readObject(key);
  if (!served) return null;
  await storage.writePrivateObject(key, served);
  await storage.deleteFolder(key);
  return served;
}
