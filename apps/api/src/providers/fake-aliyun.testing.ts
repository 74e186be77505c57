import { createServer } from "node:http";

/** A local stand-in for an Aliyun RPC endpoint: records each form-encoded request, answers as told. */
export async function startFakeAliyun() {
  const received: URLSearchParams[] = [];
  let answer: { status: number; body: object } = { status: 200, body: {} };
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push(new URLSearchParams(body));
      response.statusCode = answer.status;
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    received,
    answerWith(body: object, status = 200) {
      answer = { status, body };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
