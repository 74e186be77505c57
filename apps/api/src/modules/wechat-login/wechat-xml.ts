import { XMLBuilder, XMLParser, XMLValidator } from "fast-xml-parser";
import { z } from "zod";

// The official account's plaintext messages (XML). WeChat's pushes have no DOCTYPE: one is refused
// before the parser sees it (the parser throws on some, and entities are nothing a push needs), and
// entities are not expanded either (WeChat wraps text in CDATA); every value stays a string.
const parser = new XMLParser({ processEntities: false, parseTagValue: false, ignoreAttributes: true });
const builder = new XMLBuilder({ cdataPropName: "#cdata" });

const text = z.string().max(512);
const pushSchema = z.object({
  xml: z.object({
    ToUserName: text,
    FromUserName: text.min(1),
    CreateTime: z.string().regex(/^\d{1,12}$/),
    MsgType: text,
    Event: text.optional(),
    EventKey: text.optional(),
  }),
});

export interface WechatPush {
  /** The official account's own id (gh_…), the sender of any reply. */
  account: string;
  /** The follower's openid. */
  openid: string;
  createTime: string;
  msgType: string;
  event: string | null;
  eventKey: string | null;
}

const DOCTYPE = /<!DOCTYPE/i;

/** A push's fields, or null when the body is not a WeChat push. */
export function parsePush(body: string): WechatPush | null {
  if (DOCTYPE.test(body) || XMLValidator.validate(body) !== true) return null;
  const parsed = pushSchema.safeParse(parser.parse(body));
  if (!parsed.success) return null;
  const { xml } = parsed.data;
  return {
    account: xml.ToUserName,
    openid: xml.FromUserName,
    createTime: xml.CreateTime,
    msgType: xml.MsgType,
    event: xml.Event ?? null,
    eventKey: xml.EventKey ?? null,
  };
}

/** A passive text reply to the follower, which WeChat shows in the chat with the account. */
export function textReply(push: WechatPush, content: string, now: Date): string {
  return builder.build({
    xml: {
      ToUserName: { "#cdata": push.openid },
      FromUserName: { "#cdata": push.account },
      CreateTime: Math.floor(now.getTime() / 1000),
      MsgType: { "#cdata": "text" },
      Content: { "#cdata": content },
    },
  });
}
