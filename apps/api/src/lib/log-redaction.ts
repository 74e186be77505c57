import type { FastifyServerOptions } from "fastify";

/**
 * What a log may say of an error. Database errors carry the values a statement was given: Drizzle
 * puts its bound parameters into the message ("Failed query: … params: …", which the stack's first
 * line repeats), PostgreSQL's own errors quote values in their message and `detail`
 * ("Key (phone_hash)=(…) already exists") and in `where`. Those values are complaint text, titles
 * and personal data, so a log keeps an error's kind, codes, SQL and stack frames, never the values.
 */
export interface RedactedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack?: string;
  /** PostgreSQL's SQLSTATE, or Node's error code. */
  code?: string;
  /** The SQL text (placeholders, not values) of a failed Drizzle query. */
  query?: string;
  severity?: string;
  schema?: string;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
  cause?: RedactedError;
}

const REDACTED = "[redacted]";
// Drizzle's message: `Failed query: ${query}\nparams: ${params}`. In a message the parameters run to
// its end; in a stack quoted inside another message they run to the first frame.
const QUERY_PARAMETERS = /\nparams: [\s\S]*?(?=\n\s+at |$)/g;
// PostgreSQL quotes the values it names ("invalid input syntax for type uuid: "…"") the way it
// quotes identifiers; the identifiers an error concerns are kept in their own fields.
const QUOTED = /"(?:[^"]|"")*"/g;
// What PostgreSQL (pg's DatabaseError) says beyond its message that holds no values.
const DATABASE_ERROR_FIELDS = ["severity", "schema", "table", "column", "constraint", "routine"] as const;
const MAX_CAUSE_DEPTH = 5;

/** A request URL without its query, whose values (a phone filter, a search keyword) a log must not keep. */
export function pathOf(url: string): string {
  const queryStart = url.indexOf("?");
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

/** A message or log line without the parameter values a quoted query error would carry. */
export function redactText(text: string): string {
  return text.replace(QUERY_PARAMETERS, `\nparams: ${REDACTED}`);
}

export function redactError(error: unknown, depth = 0): RedactedError {
  if (!(error instanceof Error)) return { type: typeof error, message: REDACTED };
  const fields = error as Error & Record<string, unknown>;
  const isQueryError = typeof fields.query === "string" && "params" in fields;
  const isDatabaseError = typeof fields.code === "string" && typeof fields.severity === "string";
  const message = isQueryError
    ? `Failed query: ${fields.query}`
    : isDatabaseError
      ? error.message.replace(QUOTED, `"${REDACTED}"`)
      : redactText(error.message);
  const redacted: RedactedError = { type: error.name, message };
  // The stack's first line is `${name}: ${message}`, unredacted; the frames below it hold no values.
  const frames = error.stack?.split("\n").filter((line) => /^\s+at /.test(line));
  if (frames && frames.length > 0) redacted.stack = [`${error.name}: ${message}`, ...frames].join("\n");
  if (typeof fields.code === "string") redacted.code = fields.code;
  if (isQueryError) redacted.query = fields.query as string;
  if (isDatabaseError) {
    for (const field of DATABASE_ERROR_FIELDS) {
      if (typeof fields[field] === "string") redacted[field] = fields[field];
    }
  }
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH)
    redacted.cause = redactError(error.cause, depth + 1);
  return redacted;
}

/** A log argument with every error in it (itself, or a field of the merged object) redacted. */
function redactArgument(argument: unknown): unknown {
  if (typeof argument === "string") return redactText(argument);
  if (argument instanceof Error) return { err: redactError(argument) };
  if (argument === null || typeof argument !== "object" || Array.isArray(argument)) return argument;
  const entries = Object.entries(argument);
  if (!entries.some(([, value]) => value instanceof Error)) return argument;
  return Object.fromEntries(
    entries.map(([key, value]) => [key, value instanceof Error ? redactError(value) : value]),
  );
}

/**
 * The options of every logger of the app: each call's arguments are redacted before pino reads them
 * (pino takes the line's message from an error's raw message), and `err` wherever it is serialized.
 */
export function loggerOptions(level: string): Exclude<FastifyServerOptions["logger"], boolean | undefined> {
  return {
    level,
    redact: ["req.headers.authorization", "req.headers.cookie"],
    serializers: {
      // Fastify's own request lines (a client error, a timeout) carry the URL.
      req: (request: { method?: string; url?: string }) => ({
        method: request.method,
        url: request.url === undefined ? undefined : pathOf(request.url),
      }),
      // Errors the hook below has not seen (a child logger's bindings) are redacted here; what it
      // redacted already is a plain object and passes as it is.
      err: (error: unknown) =>
        (error instanceof Error ? redactError(error) : error) as RedactedError & {
          stack: string;
          [field: string]: unknown;
        },
    },
    hooks: {
      logMethod(args, method) {
        return method.apply(this, args.map(redactArgument) as Parameters<typeof method>);
      },
    },
  };
}

/** An error as text for a console line (server boot, render threads): its redacted stack. */
export function describeError(error: unknown): string {
  const redacted = redactError(error);
  const causes: string[] = [];
  for (let cause = redacted.cause; cause; cause = cause.cause)
    causes.push(`caused by ${cause.type}: ${cause.message}`);
  return [redacted.stack ?? `${redacted.type}: ${redacted.message}`, ...causes].join("\n");
}
