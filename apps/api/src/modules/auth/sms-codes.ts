import { blindIndex, type Database, normalizePhone, schema } from "@tousu/db";
import {
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_SECONDS,
  SMS_RESEND_INTERVAL_SECONDS,
} from "@tousu/domain";
import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { AppDeps } from "../../app";
import { badRequest } from "../../lib/app-error";
import { generateSmsCode, hashSmsCode, safeEqualHex } from "./tokens";

const { smsCodes } = schema;

export type SmsPurpose = "login" | "bind" | "complaint";

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Sends a verification code, within limits that keep SMS bills and abuse bounded:
 * one code per phone per 60 s, a daily cap per phone and an hourly cap per IP; as an
 * IP nears its cap a solved captcha is demanded (spec §7 captchaVerify).
 */
export async function sendSmsCode(
  deps: AppDeps,
  input: { phone: string; purpose: SmsPurpose; ip: string; hasSolvedCaptcha: () => boolean },
): Promise<{ resend_in: number; expires_in: number; captcha_required: boolean }> {
  const { db, config, providers } = deps;
  const now = providers.now();
  const phone = normalizePhone(input.phone);
  const phoneHash = blindIndex(phone, deps.piiKeys.indexKey);

  const [latest] = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(eq(smsCodes.phoneHash, phoneHash))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (latest) {
    const waitSeconds = Math.ceil(
      SMS_RESEND_INTERVAL_SECONDS - (now.getTime() - latest.createdAt.getTime()) / 1000,
    );
    if (waitSeconds > 0) {
      throw badRequest(`验证码发送过于频繁，请${waitSeconds}秒后再试`, {
        resend_in: waitSeconds,
        captcha_required: false,
      });
    }
  }

  const [sentToPhoneToday, sentFromIpThisHour] = await Promise.all([
    countSince(db, eq(smsCodes.phoneHash, phoneHash), new Date(now.getTime() - DAY_MS)),
    countSince(db, eq(smsCodes.ip, input.ip), new Date(now.getTime() - HOUR_MS)),
  ]);
  if (sentToPhoneToday >= config.SMS_DAILY_LIMIT_PER_PHONE) {
    throw badRequest("该手机号今日获取验证码次数已达上限，请明天再试");
  }
  if (sentFromIpThisHour >= config.SMS_HOURLY_LIMIT_PER_IP) {
    throw badRequest("当前网络获取验证码过于频繁，请稍后再试");
  }
  const needsCaptcha = sentFromIpThisHour >= config.SMS_CAPTCHA_AFTER_PER_IP;
  if (needsCaptcha && !input.hasSolvedCaptcha()) {
    throw badRequest("请先完成人机验证", { captcha_required: true });
  }

  const code = generateSmsCode(SMS_CODE_LENGTH);
  await db.insert(smsCodes).values({
    phoneHash,
    codeHash: hashSmsCode(phoneHash, code, deps.piiKeys.indexKey),
    purpose: input.purpose,
    ip: input.ip,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
  });
  await providers.sms.send({ phone, code, purpose: input.purpose });

  return {
    resend_in: SMS_RESEND_INTERVAL_SECONDS,
    expires_in: SMS_CODE_TTL_SECONDS,
    captcha_required: sentFromIpThisHour + 1 >= config.SMS_CAPTCHA_AFTER_PER_IP,
  };
}

/**
 * Checks a code against the newest unconsumed one for the phone. Each wrong guess
 * counts; after five the code is dead, so six digits cannot be brute-forced.
 */
export async function consumeSmsCode(
  deps: AppDeps,
  input: { phone: string; code: string; purpose: SmsPurpose },
): Promise<{ phone: string; phoneHash: string }> {
  const { db, providers } = deps;
  const now = providers.now();
  const phone = normalizePhone(input.phone);
  const phoneHash = blindIndex(phone, deps.piiKeys.indexKey);

  const [candidate] = await db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.phoneHash, phoneHash),
        eq(smsCodes.purpose, input.purpose),
        isNull(smsCodes.consumedAt),
        gt(smsCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!candidate) throw badRequest("验证码已失效，请重新获取");
  if (candidate.attempts >= SMS_CODE_MAX_ATTEMPTS) throw badRequest("验证码错误次数过多，请重新获取");

  if (!safeEqualHex(candidate.codeHash, hashSmsCode(phoneHash, input.code, deps.piiKeys.indexKey))) {
    await db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(eq(smsCodes.id, candidate.id));
    const remaining = SMS_CODE_MAX_ATTEMPTS - candidate.attempts - 1;
    throw badRequest(remaining > 0 ? `验证码错误，还可尝试${remaining}次` : "验证码错误次数过多，请重新获取");
  }

  // The conditional update makes a code single-use even under concurrent logins.
  const consumed = await db
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(and(eq(smsCodes.id, candidate.id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  if (consumed.length === 0) throw badRequest("验证码已失效，请重新获取");
  return { phone, phoneHash };
}

async function countSince(db: Database, condition: ReturnType<typeof eq>, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(smsCodes)
    .where(and(condition, gt(smsCodes.createdAt, since)));
  return row?.value ?? 0;
}
