import { createHmac, hkdfSync, randomBytes } from "node:crypto";
import type { ContractOutput, getLicensePhoto } from "@tousu/contracts";
import { decryptPiiFile, encryptPiiFile, schema } from "@tousu/db";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, notFound } from "../../lib/app-error";
import { safeEqualHex } from "../../lib/safe-equal-hex";

/**
 * The applicant's uploaded photo shows their name and ID number: it is sealed with the personal-data
 * key under an unguessable key of its own, and the caller deletes the public upload.
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
  await deps.providers.storage.writeObject(
    key,
    encryptPiiFile(uploaded, deps.piiKeys.encryptionKey),
    "application/octet-stream",
  );
  return key;
}

/** Long enough to look at and compare with the registry; a copied address soon stops working. */
export const LICENSE_PHOTO_LINK_SECONDS = 10 * 60;

function photoLinkKey(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "tousu", "lawyer-license-photo", 32));
}

function signatureOf(key: Buffer, userId: number, expires: number): string {
  return createHmac("sha256", key).update(`${userId}.${expires}`).digest("hex");
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
  const signature = signatureOf(photoLinkKey(deps.config.PII_SECRET), userId, expires);
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
  const expected = signatureOf(photoLinkKey(deps.config.PII_SECRET), userId, query.expires);
  const isCurrent = query.expires * 1000 > deps.providers.now().getTime();
  if (!isCurrent || !safeEqualHex(expected, query.signature)) throw notFound("链接已失效，请刷新页面");
  const [profile] = await deps.db
    .select({ key: schema.lawyerProfiles.licensePhotoKey })
    .from(schema.lawyerProfiles)
    .where(eq(schema.lawyerProfiles.userId, userId));
  const photo = profile && (await deps.providers.storage.readObject(profile.key));
  if (!photo) throw notFound("执业证照片不存在");
  return decryptPiiFile(photo, deps.piiKeys.encryptionKey);
}
