import { h5CopiesOf } from "@tousu/domain";
import { createAliyunRpcClient } from "../aliyun-rpc";
import type { CdnPurger } from "./cdn-purger";

export interface AliyunCdnOptions {
  accessKeyId: string;
  accessKeySecret: string;
  endpoint: string;
  /** The site's public origin as the CDN serves it, e.g. https://www.example.com */
  siteOrigin: string;
  /** The H5 site's origin when the CDN serves it too: each page's H5 copy goes with it (decision 085). */
  mobileOrigin?: string;
  fetch?: typeof fetch;
  now?: () => Date;
}

// RefreshObjectCaches takes at most this many URLs per call.
const URLS_PER_CALL = 1000;

/** Aliyun CDN `RefreshObjectCaches` for the given pages, as files (exact URLs). */
export function createAliyunCdnPurger(options: AliyunCdnOptions): CdnPurger {
  const call = createAliyunRpcClient({ ...options, version: "2018-05-10" });
  const origin = options.siteOrigin.replace(/\/+$/, "");
  const mobileOrigin = options.mobileOrigin?.replace(/\/+$/, "");
  return {
    name: "aliyun",
    async purge(paths) {
      const h5Copies = mobileOrigin ? new Set(paths.flatMap(h5CopiesOf)) : new Set<string>();
      const urls = [
        ...paths.map((path) => origin + path),
        ...[...h5Copies].map((path) => `${mobileOrigin}${path}`),
      ];
      for (let start = 0; start < urls.length; start += URLS_PER_CALL) {
        await call("RefreshObjectCaches", {
          ObjectPath: urls.slice(start, start + URLS_PER_CALL).join("\n"),
          ObjectType: "File",
        });
      }
    },
  };
}
