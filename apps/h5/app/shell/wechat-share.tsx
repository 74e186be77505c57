import { useEffect } from "react";
import { useHref, useLocation } from "react-router";

// Share cards in WeChat's browser (decision 080): only there is WeChat's JS-SDK loaded; the card
// takes the page's own title and description (its route's meta, from its loader) and its address.
// Nothing rewards sharing: the card is all there is.

const JSSDK_SCRIPT = "https://res.wx.qq.com/open/js/jweixin-1.6.0.js";
/** WeChat draws cards from a PNG or JPEG, not SVG. */
const SHARE_IMAGE = "/images/share-card.png";

interface ShareData {
  title: string;
  link: string;
  imgUrl: string;
  desc?: string;
}
interface WeChatJsSdk {
  config(options: Record<string, unknown>): void;
  ready(callback: () => void): void;
  updateAppMessageShareData(data: ShareData): void;
  updateTimelineShareData(data: ShareData): void;
}

let sdk: Promise<WeChatJsSdk> | null = null;
function loadSdk(): Promise<WeChatJsSdk> {
  sdk ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = JSSDK_SCRIPT;
    script.onload = () => {
      const wx = (window as unknown as { wx?: WeChatJsSdk }).wx;
      if (wx) resolve(wx);
      else reject(new Error("WeChat JS-SDK missing"));
    };
    script.onerror = () => reject(new Error("WeChat JS-SDK failed to load"));
    document.head.append(script);
  });
  return sdk;
}

/** The address the visit entered at: WeChat on iOS checks the signature against it, not the current one. */
let entryAddress: string | null = null;

export function WechatShare() {
  const { pathname, search } = useLocation();
  const signatureHref = useHref("/pages/wechat/jssdk-config");
  // biome-ignore lint/correctness/useExhaustiveDependencies: each page (its path and query) gets its own card.
  useEffect(() => {
    const agent = navigator.userAgent;
    if (!/MicroMessenger/i.test(agent)) return;
    const address = window.location.href.split("#")[0] ?? "";
    entryAddress ??= address;
    const signed = /iPhone|iPad|iPod/i.test(agent) ? entryAddress : address;
    let isCurrent = true;
    void (async () => {
      const [wx, answer] = await Promise.all([
        loadSdk(),
        fetch(`${signatureHref}?url=${encodeURIComponent(signed)}`).then((response) =>
          response.ok ? response.json() : null,
        ),
      ]);
      if (!isCurrent || !answer) return;
      wx.config({
        ...answer,
        debug: false,
        jsApiList: ["updateAppMessageShareData", "updateTimelineShareData"],
      });
      wx.ready(() => {
        const description = document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
        const card = {
          title: document.title,
          link: address,
          imgUrl: new URL(SHARE_IMAGE, window.location.origin).href,
        };
        wx.updateAppMessageShareData({ ...card, desc: description ?? "" });
        wx.updateTimelineShareData(card);
      });
      // Without WeChat's script or a signature the page is shared as WeChat draws it by default.
    })().catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [pathname, search, signatureHref]);
  return null;
}
