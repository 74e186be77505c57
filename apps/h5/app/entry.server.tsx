import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { AppLoadContext } from "@tousu/page-kit/load-context";
import { lowPriorityModulePreloads } from "@tousu/page-kit/module-preload-priority";
import { NonceProvider } from "@tousu/page-kit/nonce";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, isRouteErrorResponse, ServerRouter } from "react-router";

export const streamTimeout = 5_000;

/** What React Router logs: a 4xx is the visitor's doing, one line; faults keep their stack. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) {
    console.warn(`${error.status} ${request.method} ${new URL(request.url).pathname}`);
    return;
  }
  console.error(error);
}

/**
 * As the PC site's entry (apps/web/app/entry.server.tsx): the CSP nonce for the inline scripts, the
 * head's modulepreloads at low priority (decision 077), whole pages for crawlers and shared renders.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    const userAgent = request.headers.get("user-agent");
    const waitForAll = loadContext.isSharedRender || (userAgent !== null && isbot(userAgent));
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const ready = () => {
      responseHeaders.set("Content-Type", "text/html");
      const body = new PassThrough({
        final(callback) {
          clearTimeout(timeoutId);
          callback();
        },
      });
      pipe(lowPriorityModulePreloads()).pipe(body);
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        ...(waitForAll ? { onAllReady: ready } : { onShellReady: ready }),
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
