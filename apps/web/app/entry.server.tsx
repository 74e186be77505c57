import { PassThrough, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { lowPriorityModulePreloads } from "@tousu/page-kit/module-preload-priority";
import { NonceProvider } from "@tousu/page-kit/nonce";
import { isbot } from "isbot";
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from "react-dom/server";
import { type AppLoadContext, type EntryContext, isRouteErrorResponse, ServerRouter } from "react-router";

export const streamTimeout = 5_000;

/**
 * What React Router logs. A request the site refuses (a method the page does not take) is the
 * client's doing: one line, no stack. Faults keep their stack, which only the log sees.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) {
    console.warn(`${error.status} ${request.method} ${new URL(request.url).pathname}`);
    return;
  }
  // React Router's own error responses carry the error they stand for.
  console.error(isRouteErrorResponse(error) && "error" in error && error.error ? error.error : error);
}

/**
 * React Router's default Node entry, plus the CSP nonce: the server's Content-Security-Policy
 * allows only inline scripts that carry this render's nonce (or, on a shared page, their hashes);
 * and the head's modulepreload links at low priority, so that the page paints before its scripts
 * load (@tousu/page-kit/module-preload-priority).
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
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and shared pages (hashed and cached whole, docs/decisions/065) get the whole page at
    // once; logged-in people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      loadContext.isSharedRender || (userAgent && isbot(userAgent)) || routerContext.isSpaMode
        ? "onAllReady"
        : "onShellReady";
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          responseHeaders.set("Content-Type", "text/html");
          if (readyOption === "onAllReady") {
            // Nothing is left to stream: gather the bytes and answer once, without bridging a Node
            // stream to a Web one (3 % of a complaint page's render).
            const chunks: Buffer[] = [];
            pipe(lowPriorityModulePreloads()).pipe(
              new Writable({
                write(chunk: Buffer, _encoding, callback) {
                  chunks.push(chunk);
                  callback();
                },
                final(callback) {
                  clearTimeout(timeoutId);
                  resolve(
                    new Response(Buffer.concat(chunks), {
                      headers: responseHeaders,
                      status: responseStatusCode,
                    }),
                  );
                  callback();
                },
              }),
            );
            return;
          }
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
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Shell errors reject above and are logged by React Router; these come later in the stream.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
