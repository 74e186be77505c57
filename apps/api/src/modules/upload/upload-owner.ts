import { randomBytes } from "node:crypto";
import { readCookie, UPLOAD_OWNER_COOKIE } from "@tousu/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AuthenticatedUser } from "../../lib/request-user";
import type { Uploader } from "./upload-records";

/** 256 random bits in base64url, as the sign endpoint issues them. */
const OWNER_SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/**
 * Longer than an unattached upload lives (a day) and renewed by every signing, so a form left open
 * overnight still owns its evidence; short enough that a shared computer forgets it within the week.
 */
const OWNER_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** The visitor's upload secret the request carries, if well formed. */
export function readUploadOwner(request: FastifyRequest): string | null {
  const secret = readCookie(request.headers.cookie, UPLOAD_OWNER_COOKIE);
  return secret && OWNER_SECRET_SHAPE.test(secret) ? secret : null;
}

/** Who uploads in this request: the member, and the visitor secret of their browser if it has one. */
export function uploaderOf(request: FastifyRequest, user: AuthenticatedUser | null): Uploader {
  return { userId: user?.id ?? null, ownerSecret: readUploadOwner(request) };
}

/**
 * A visitor's uploads are theirs by this secret, not by their address (a phone's carrier NAT changes
 * it mid-form and shares it with strangers). It lives in an httpOnly cookie on the API's path: scripts
 * cannot read it, pages never carry it, and no other site's request sends it (SameSite=Strict).
 * The browser's secret is kept and its cookie renewed; a browser without one gets a new one.
 */
export function issueUploadOwner(request: FastifyRequest, reply: FastifyReply): string {
  const secret = readUploadOwner(request) ?? randomBytes(32).toString("base64url");
  const secure = request.protocol === "https" ? "; Secure" : "";
  reply.header(
    "set-cookie",
    `${UPLOAD_OWNER_COOKIE}=${secret}; Path=/api; Max-Age=${OWNER_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`,
  );
  return secret;
}
