import { useState } from "react";
import { useHydrated } from "../../lib/use-hydrated";

/** Copies a page's full address; the notice says whether it worked, or shows it to copy by hand. */
export function useCopyLink(pathOrUrl: string) {
  const [notice, setNotice] = useState("");
  const isReady = useHydrated();

  async function copy() {
    const address = new URL(pathOrUrl, window.location.origin).href;
    try {
      await navigator.clipboard.writeText(address);
      setNotice("链接已复制");
    } catch {
      setNotice(`复制失败，请手动复制：${address}`);
    }
  }

  return { copy, notice, isReady };
}
