import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeS3Object {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

export interface FakeS3Server {
  /** `http://127.0.0.1:<port>`, for a path-style client. */
  endpoint: string;
  /** Objects by `bucket/key`. */
  objects: Map<string, FakeS3Object>;
  /** The settings of an app storing in `bucket` here, its files served from `publicBaseUrl`. */
  settings(bucket: string, publicBaseUrl: string): Record<string, string>;
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * A path-style S3 endpoint for tests: GET, HEAD, PUT and DELETE `/bucket/key` and one page of
 * ListObjectsV2 (`/bucket?list-type=2&prefix=`), bodies kept in memory. It checks no signatures;
 * the SDK's signing is covered by the presigned-POST test.
 */
export async function startFakeS3Server(): Promise<FakeS3Server> {
  const objects = new Map<string, FakeS3Object>();
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const path = decodeURIComponent(url.pathname.slice(1));
    if (request.method === "GET" && url.searchParams.get("list-type") === "2") {
      const bucket = path.replace(/\/$/, "");
      const prefix = `${bucket}/${url.searchParams.get("prefix") ?? ""}`;
      const keys = [...objects.keys()]
        .filter((key) => key.startsWith(prefix))
        .map((key) => `<Contents><Key>${key.slice(bucket.length + 1)}</Key></Contents>`);
      response
        .writeHead(200, { "content-type": "application/xml" })
        .end(
          `<?xml version="1.0"?><ListBucketResult><Name>${bucket}</Name><IsTruncated>false</IsTruncated><KeyCount>${keys.length}</KeyCount>${keys.join("")}</ListBucketResult>`,
        );
      return;
    }
    if (request.method === "DELETE") {
      objects.delete(path);
      response.writeHead(204).end();
      return;
    }
    if (request.method === "PUT") {
      objects.set(path, {
        body: await readBody(request),
        contentType: request.headers["content-type"],
        cacheControl: request.headers["cache-control"],
      });
      response.writeHead(200, { etag: '"fake"' }).end();
      return;
    }
    const object = request.method === "GET" || request.method === "HEAD" ? objects.get(path) : undefined;
    if (!object) {
      response
        .writeHead(404, { "content-type": "application/xml" })
        .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
      return;
    }
    response
      .writeHead(200, {
        "content-type": object.contentType ?? "application/octet-stream",
        "content-length": object.body.length,
      })
      .end(object.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    objects,
    settings: (bucket, publicBaseUrl) => ({
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: "test-access-key",
      S3_SECRET_ACCESS_KEY: "test-secret-key",
      S3_PUBLIC_BASE_URL: publicBaseUrl,
      S3_FORCE_PATH_STYLE: "true",
    }),
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
