import { type DatabaseOrTransaction, normalizePhone, phoneBlindIndex, schema } from "@tousu/db";
import {
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_SECONDS,
  SMS_RESEND_INTERVAL_SECONDS,
} from "@tousu/domain";
import { and, count, desc, eq, gt, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, overLimit } from "../../lib/app-error";
import { safeEqualHex } from "../../lib/safe-equal-hex";
import { generateSmsCode, hashSmsCode } from "./tokens";

const { smsCodes } = schema;

export type SmsPurpose = "login" | "bind" | "complaint" | "mediation";

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** Advisory-lock namespaces, so a phone's lock and an IP's lock never collide. */
const PHONE_LOCK = 1;
const IP_LOCK = 2;

/**
 * Sends a verification code, within limits that keep SMS bills and abuse bounded:
 * one code per phone per 60 s, a daily cap per phone and an hourly cap per IP; as an
 * IP nears its cap a solved captcha is demanded (captchaVerify, decision 004).
 */
export async function sendSmsCode(
  deps: AppDeps,
  input: { phone: string; purpose: SmsPurpose; ip: string; hasSolvedCaptcha: () => Promise<boolean> },
): Promise<{ resend_in: number; expires_in: number; captcha_required: boolean }> {
  const { db, config, providers } = deps;
  const now = providers.now();
  const phone = normalizePhone(input.phone);
  const phoneHash = phoneBlindIndex(phone, deps.piiKeys.indexKey);
  const code = generateSmsCode(SMS_CODE_LENGTH);

  // Checks and insert run under locks on the phone and the IP (always in that order, so two
  // requests cannot deadlock): parallel requests queue instead of all passing the checks at once.
  const { codeId, sentFromIpThisHour } = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PHONE_LOCK}, hashtext(${phoneHash}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${IP_LOCK}, hashtext(${input.ip}))`);

    const [latest] = await tx
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
        throw overLimit(`验证码发送过于频繁，请${waitSeconds}秒后再试`, waitSeconds, {
          resend_in: waitSeconds,
          captcha_required: false,
        });
      }
    }

    const countSince = async (condition: SQL, since: Date) => {
      const [row] = await tx
        .select({ value: count() })
        .from(smsCodes)
        .where(and(condition, gt(smsCodes.createdAt, since)));
      return row?.value ?? 0;
    };
    const sentToPhoneToday = await countSince(
      eq(smsCodes.phoneHash, phoneHash),
      new Date(now.getTime() - DAY_MS),
    );
    const sentFromIp = await countSince(eq(smsCodes.ip, input.ip), new Date(now.getTime() - HOUR_MS));
    if (sentToPhoneToday >= config.SMS_DAILY_LIMIT_PER_PHONE) {
      throw overLimit("该手机号今日获取验证码次数已达上限，请明天再试", DAY_MS / 1000);
    }
    if (sentFromIp >= config.SMS_HOURLY_LIMIT_PER_IP) {
      throw overLimit("当前网络获取验证码过于频繁，请稍后再试", HOUR_MS / 1000);
    }
    if (sentFromIp >= config.SMS_CAPTCHA_AFTER_PER_IP && !(await input.hasSolvedCaptcha())) {
      throw badRequest("请先完成人机验证", { captcha_required: true });
    }

    const [row] = await tx
      .insert(smsCodes)
      .values({
        phoneHash,
        codeHash: hashSmsCode(phoneHash, code, deps.piiKeys.indexKey),
        purpose: input.purpose,
        ip: input.ip,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
      })
      .returning({ id: smsCodes.id });
    return { codeId: row!.id, sentFromIpThisHour: sentFromIp };
  });

  try {
    await providers.sms.send({ phone, code, purpose: input.purpose });
  } catch (error) {
    // A code that never left us must not cost the user the resend wait or a daily send.
    await db.delete(smsCodes).where(eq(smsCodes.id, codeId));
    throw error;
  }

  return {
    resend_in: SMS_RESEND_INTERVAL_SECONDS,
    expires_in: SMS_CODE_TTL_SECONDS,
    captcha_required: sentFromIpThisHour + 1 >= config.SMS_CAPTCHA_AFTER_PER_IP,
  };
}

/**
 * Checks a code against the newest unconsumed one for the phone and uses it up: the code proves the
 * phone once.
 */
export async function consumeSmsCode(
  deps: Pick<AppDeps, "db" | "piiKeys" | "providers">,
  input: { phone: string; code: string; purpose: SmsPurpose },
): Promise<{ phone: string }> {
  const { phone, codeId } = await checkSmsCode(deps, input);
  await spendSmsCode(deps.db, codeId, deps.providers.now());
  return { phone };
}

/**
 * Checks a code against the newest unconsumed one for the phone, leaving it unused: for a caller that
 * writes only once every check has passed, and then uses it up in the same transaction
 * (`spendSmsCode`). Each guess first reserves one of five attempts atomically, so parallel guesses
 * cannot exceed five.
 */
export async function checkSmsCode(
  deps: Pick<AppDeps, "db" | "piiKeys" | "providers">,
  input: { phone: string; code: string; purpose: SmsPurpose },
): Promise<{ phone: string; codeId: number }> {
  const { db, providers } = deps;
  const now = providers.now();
  const phone = normalizePhone(input.phone);
  const phoneHash = phoneBlindIndex(phone, deps.piiKeys.indexKey);

  const [candidate] = await db
    .select({ id: smsCodes.id, codeHash: smsCodes.codeHash })
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

  const [reserved] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.id, candidate.id), lt(smsCodes.attempts, SMS_CODE_MAX_ATTEMPTS)))
    .returning({ attempts: smsCodes.attempts });
  if (!reserved) throw badRequest("验证码错误次数过多，请重新获取");

  if (!safeEqualHex(candidate.codeHash, hashSmsCode(phoneHash, input.code, deps.piiKeys.indexKey))) {
    const remaining = SMS_CODE_MAX_ATTEMPTS - reserved.attempts;
    throw badRequest(remaining > 0 ? `验证码错误，还可尝试${remaining}次` : "验证码错误次数过多，请重新获取");
  }
  return { phone, codeId: candidate.id };
}

/** Marks a checked code used; the conditional update makes it single-use even under concurrent requests. */
export async function spendSmsCode(db: DatabaseOrTransaction, codeId: number, now: Date): Promise<void> {
  const consumed = await db
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(and(eq(smsCodes.id, codeId), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  if (consumed.length === 0) throw badRequest("验证码已失效，请重新获取");
}
