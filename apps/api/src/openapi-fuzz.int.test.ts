import { schema } from "@tousu/db";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./testing/build-test-app";
import { signInNewMember } from "./testing/sign-in-member";

/**
 * Every operation of the OpenAPI document, sent requests of the wrong types, out-of-range numbers,
 * huge strings, characters PostgreSQL cannot store, prototype keys, broken JSON and wrong content
 * types, anonymously and logged in: none may answer 5xx, and a refused write stores nothing.
 * Fixed seed and a bounded number of runs per operation, so a failure replays and the file stays quick.
 */

const RUNS_PER_OPERATION = 25;
const SEED = 20_261_126;

/** The tables requests write to; tallies written later by timers are left out. */
const WRITTEN_TABLES = [
  "users",
  "sessions",
  "sms_codes",
  "feedback",
  "point_entries",
  "enterprise_members",
  "enterprises",
  "brands",
  "brand_claims",
  "complaints",
  "complaint_problems",
  "complaint_appeals",
  "complaint_attributes",
  "complaint_images",
  "complaint_drafts",
  "complaint_operator_stream",
  "complaint_ratings",
  "complaint_likes",
  "complaint_follows",
  "complaint_applications",
  "complaint_review_flags",
  "collective_complaints",
  "collective_replies",
  "collective_reply_revisions",
  "comments",
  "comment_likes",
  "content_reports",
  "push_messages",
  "sensitive_words",
  "staff_actions",
  "articles",
  "article_likes",
  "track_events",
  "pgboss.job",
  "uploads",
  "draft_uploads",
  "vip_plans",
  "vip_orders",
  "vip_refunds",
  "vip_memberships",
  "member_complaint_priorities",
  "member_follow_ups",
  "member_follow_up_notes",
] as const;

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  additionalProperties?: boolean | JsonSchema;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
}

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  schema?: JsonSchema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
}

const MEGABYTE_TEXT = "诉".repeat(350_000);

const nastyText = fc.constantFrom(
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "标题\udc00",
  "\u202e退款\u202c",
  "\u200f",
  "😀𠮷",
  "'; drop table users; --",
  "%00",
  "..%2f..%2f",
  "<script>alert(1)</script>",
  "0x10",
  "1e3",
  "-1",
  "NaN",
  "Infinity",
  "2147483648",
  "9007199254740993",
  "99999999999999999999999",
  "__proto__",
  "constructor",
  "2026-02-30",
  "9999-99-99",
  MEGABYTE_TEXT,
);

const nastyNumber = fc.constantFrom(
  0,
  -1,
  1.5,
  -2147483649,
  2147483647,
  2147483648,
  4294967296,
  2 ** 53,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
);

const smallNumber = fc.integer({ min: 1, max: 40 });

/** Any JSON value but a plausible one: the values a mutation puts in place of a well-formed one. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyText },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 10 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      true,
      null,
      [],
      {},
      [null],
      JSON.parse('{"__proto__": {"polluted": true}}'),
    ),
  },
);

function typesOf(schema: JsonSchema): string[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/** A value the schema would accept, as far as its JSON Schema tells, so a request reaches past validation. */
function plausibleValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0)
    return fc.oneof(...choices.map((choice) => plausibleValue(choice, depth)));
  if (schema.allOf?.[0]) return plausibleValue(schema.allOf[0], depth);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const types = typesOf(schema);
  if (types.length === 0) return fc.oneof(smallNumber, plausibleText({}));
  return fc.oneof(...types.map((type) => plausibleOfType(type, schema, depth)));
}

function plausibleOfType(type: string, schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case "string":
      return plausibleText(schema);
    case "integer":
    case "number": {
      const min = Math.max(schema.minimum ?? 1, -1000);
      return fc.integer({ min, max: Math.max(min, Math.min(schema.maximum ?? 40, 40)) });
    }
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      if (depth > 3) return fc.constant([]);
      if (schema.prefixItems) {
        return fc.tuple(...schema.prefixItems.map((item) => plausibleValue(item, depth + 1)));
      }
      return fc.array(plausibleValue(schema.items ?? {}, depth + 1), { maxLength: 3 });
    }
    case "object": {
      if (depth > 3) return fc.constant({});
      const properties = Object.entries(schema.properties ?? {});
      return fc.record(
        Object.fromEntries(properties.map(([name, property]) => [name, plausibleValue(property, depth + 1)])),
        { requiredKeys: (schema.required ?? []).filter((name) => schema.properties?.[name]) },
      );
    }
    default:
      return fc.constant(null);
  }
}

const WORDS = [..."投诉退款商家客服订单物流质量问题处理结果满意", "a", "1", " "];

function plausibleText(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === "date-time") {
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern JavaScript cannot read: any words will do.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? minLength + 30, minLength + 200);
  return fc.string({ unit: fc.constantFrom(...WORDS), minLength, maxLength });
}

type JsonPath = (string | number)[];

/** Every node of a JSON value (the value itself first), as the keys leading to it. */
function nodePaths(value: unknown, path: JsonPath = []): JsonPath[] {
  if (typeof value !== "object" || value === null) return [path];
  const entries = Array.isArray(value)
    ? value.map((item, index) => [index, item] as const)
    : Object.entries(value);
  return [path, ...entries.flatMap(([key, item]) => nodePaths(item, [...path, key]))];
}

/** A copy of the value with the node at the path replaced (an own `__proto__` key stays a key). */
function replaceAt(value: unknown, path: JsonPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = JSON.parse(JSON.stringify(value));
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key];
  Object.defineProperty(parent, path.at(-1) as string | number, {
    value: replacement,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

/** Percent-encodes text for a URL; a lone surrogate (no UTF-8 form) goes as the bytes of its CESU-8 form. */
function encodeText(text: string): string {
  return [...text]
    .map((character) => {
      try {
        return encodeURIComponent(character);
      } catch {
        const code = character.charCodeAt(0);
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join("");
      }
    })
    .join("");
}

function urlValue(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "object" && value !== null) return JSON.stringify(value);
  return String(value);
}

type Body =
  | { kind: "none" }
  | { kind: "json"; value: unknown }
  | { kind: "raw"; contentType: string; payload: string };

/** Bodies that are broken as a whole: not JSON, not the declared type, too large, too deep. */
const brokenBody = fc
  .constantFrom(
    { contentType: "application/json", payload: '{"title": ' },
    { contentType: "application/json", payload: '{"__proto__": {"admin": true}}' },
    { contentType: "application/json", payload: '{"constructor": {"prototype": {"admin": true}}}' },
    { contentType: "application/json", payload: "null" },
    { contentType: "application/json", payload: "[]" },
    { contentType: "application/json", payload: '"\\u0000"' },
    { contentType: "application/json", payload: "" },
    { contentType: "application/json", payload: `"${"a".repeat(1024 * 1024 + 10)}"` },
    { contentType: "application/json", payload: `${"[".repeat(50_000)}${"]".repeat(50_000)}` },
    { contentType: "text/plain", payload: "hello" },
    { contentType: "application/x-www-form-urlencoded", payload: "a=1&b=%00" },
    { contentType: "multipart/form-data; boundary=x", payload: "--x\r\n" },
    { contentType: "application/xml", payload: "<a/>" },
    { contentType: "application/json; charset=latin1", payload: '{"a":1}' },
  )
  .map((raw): Body => ({ kind: "raw", ...raw }));

/** Who sends: nobody, a consumer, staff with every role, the owner of a company. */
const CALLERS = ["anonymous", "consumer", "staff", "company"] as const;
type Caller = (typeof CALLERS)[number];

interface FuzzRequest {
  url: string;
  body: Body;
  caller: Caller;
  address: string;
}

interface Mutation {
  /** Which value to replace: path parameters, then query parameters, then the body's nodes (modulo). */
  target: number;
  value: unknown;
}

interface Draft {
  pathValues: unknown[];
  query: Record<string, unknown>;
  body: unknown;
  mutations: Mutation[];
  brokenBody: Body | null;
  extraQuery: string | null;
  caller: Caller;
  address: string;
}

const pathNamesOf = (operation: Operation) =>
  [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
const queryNamesOf = (operation: Operation) =>
  operation.parameters.filter((parameter) => parameter.in === "query").map((parameter) => parameter.name);
const schemaOf = (operation: Operation, name: string) =>
  operation.parameters.find((parameter) => parameter.name === name)?.schema ?? { type: "string" };

/**
 * A plausible request with one or two of its values (a path parameter, a query parameter or any node
 * of the body, the body itself included) replaced by a hostile one; now and then a broken body.
 */
function draftFor(operation: Operation): fc.Arbitrary<Draft> {
  const queryNames = queryNamesOf(operation);
  const mutation = fc.record({ target: fc.nat(), value: hostileValue });
  return fc.record({
    pathValues: fc.tuple(...pathNamesOf(operation).map((name) => plausibleValue(schemaOf(operation, name)))),
    query: fc.record(
      Object.fromEntries(queryNames.map((name) => [name, plausibleValue(schemaOf(operation, name))])),
      { requiredKeys: [] },
    ),
    body: operation.body ? plausibleValue(operation.body) : fc.constant(undefined),
    mutations: fc.oneof(
      { weight: 1, arbitrary: fc.constant<Mutation[]>([]) },
      { weight: 6, arbitrary: fc.tuple(mutation) },
      { weight: 2, arbitrary: fc.tuple(mutation, mutation) },
    ),
    brokenBody: fc.option(brokenBody, { freq: 6 }),
    extraQuery: fc.option(
      fc.constantFrom("__proto__=1", "constructor[prototype]=1", "a[]=1&a[]=2", "%ZZ=1"),
      { freq: 6 },
    ),
    caller: fc.constantFrom(...CALLERS),
    address: fc.tuple(fc.nat(255), fc.nat(255)).map(([a, b]) => `10.9.${a}.${b}`),
  });
}

function targetCount(operation: Operation, body: unknown): number {
  const bodyNodes = operation.body ? nodePaths(body).length : 0;
  return pathNamesOf(operation).length + queryNamesOf(operation).length + bodyNodes;
}

function assemble(operation: Operation, draft: Draft): FuzzRequest {
  const pathNames = pathNamesOf(operation);
  const queryNames = queryNamesOf(operation);
  const pathValueOf: Record<string, unknown> = Object.fromEntries(
    pathNames.map((name, index) => [name, draft.pathValues[index]]),
  );
  const queryValueOf: Record<string, unknown> = { ...draft.query };
  let bodyValue: unknown = draft.body;
  for (const { target, value } of draft.mutations) {
    const count = targetCount(operation, bodyValue);
    if (count === 0) break;
    const index = target % count;
    if (index < pathNames.length) pathValueOf[pathNames[index] as string] = value;
    else if (index < pathNames.length + queryNames.length) {
      queryValueOf[queryNames[index - pathNames.length] as string] = value;
    } else {
      const bodyPath = nodePaths(bodyValue)[index - pathNames.length - queryNames.length] ?? [];
      bodyValue = replaceAt(bodyValue, bodyPath, value);
    }
  }
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeText(urlValue(pathValueOf[name])),
  );
  const search = [
    ...Object.entries(queryValueOf).map(
      ([name, value]) => `${encodeText(name)}=${encodeText(urlValue(value))}`,
    ),
    ...(draft.extraQuery ? [draft.extraQuery] : []),
  ].join("&");
  const body: Body =
    draft.brokenBody ?? (bodyValue === undefined ? { kind: "none" } : { kind: "json", value: bodyValue });
  return { url: search ? `${path}?${search}` : path, body, caller: draft.caller, address: draft.address };
}

/** The values that broke requests before: each is put, in turn, in every place of a plausible request. */
const KNOWN_BREAKERS: unknown[] = [
  2147483648,
  "2147483648",
  2 ** 53 + 2,
  "99999999999999999999999",
  -1,
  1e308,
  "1e3",
  "a\u0000b",
  "\ud800",
  "2026-02-30",
  null,
];
const MAX_SWEPT_TARGETS = 16;

/** The caller the operation is for, so the sweep gets past authorisation. */
function ownerOf(operation: Operation): Caller {
  if (operation.path.startsWith("/api/admin")) return "staff";
  if (operation.path.startsWith("/api/company")) return "company";
  return "consumer";
}

/** A systematic pass before the random one: every known breaker in every place (up to a bound). */
function sweepFor(operation: Operation): FuzzRequest[] {
  const [base] = fc.sample(draftFor(operation), { seed: SEED, numRuns: 1 });
  if (!base) return [];
  const plain: Draft = {
    ...base,
    mutations: [],
    brokenBody: null,
    extraQuery: null,
    caller: ownerOf(operation),
  };
  const targets = Math.min(targetCount(operation, plain.body), MAX_SWEPT_TARGETS);
  return KNOWN_BREAKERS.flatMap((value) =>
    Array.from({ length: targets }, (_, target) =>
      assemble(operation, { ...plain, mutations: [{ target, value }] }),
    ),
  );
}

let t: TestApp;
let operations: Operation[];

async function signInCallers(): Promise<Record<Caller, string | null>> {
  const [consumer, staff, company] = [
    await signInNewMember(t),
    await signInNewMember(t),
    await signInNewMember(t),
  ];
  await t.db
    .insert(schema.userRoles)
    .values(schema.userRole.enumValues.map((role) => ({ userId: staff.id, role })));
  const [enterprise] = await t.db.select({ id: schema.enterprises.id }).from(schema.enterprises).limit(1);
  if (!enterprise) throw new Error("the seed has no enterprise");
  await t.db
    .insert(schema.enterpriseMembers)
    .values({ enterpriseId: enterprise.id, userId: company.id, role: "owner" });
  return { anonymous: null, consumer: consumer.token, staff: staff.token, company: company.token };
}

async function countRows(): Promise<Record<string, number>> {
  const columns = WRITTEN_TABLES.map((table) => `(select count(*) from ${table})::int as "${table}"`).join(
    ", ",
  );
  const result = await t.db.execute(sql.raw(`select ${columns}`));
  return result.rows[0] as Record<string, number>;
}

function readOperations(document: {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown }>>;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ["get", "post", "put", "patch", "delete"].includes(method))
      .map(([method, operation]) => {
        const content = (
          operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined
        )?.content;
        return {
          method: method.toUpperCase(),
          path,
          parameters: operation.parameters ?? [],
          body: content?.["application/json"]?.schema ?? null,
        };
      }),
  );
}

beforeAll(async () => {
  t = await buildTestApp();
  const document = await t.app.inject({ method: "GET", url: "/api/docs/json" });
  operations = readOperations(document.json()).filter(
    // The test clock moves every later deadline; the documentation serves itself; an event stream
    // that opens never ends, so it is sent hostile input over a socket in event-stream.int.test.ts.
    (operation) =>
      !operation.path.startsWith("/api/testing") &&
      !operation.path.startsWith("/api/docs") &&
      !operation.path.startsWith("/event/"),
  );
});

afterAll(() => t.close());

describe("every documented operation under hostile input", () => {
  it("reads a document of the whole API", () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it("never answers 5xx, and a refused write stores nothing", { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      // Fresh sessions per operation: logging out or being banned must not leak into the next one.
      const tokens = await signInCallers();
      // Signing an upload policy records its folder: a refused signing must record none.
      const isWrite = operation.method !== "GET" || operation.path.endsWith("/common/oss/sign");
      await fc
        .assert(
          fc.asyncProperty(
            draftFor(operation).map((draft) => assemble(operation, draft)),
            async (request) => {
              const before = isWrite ? await countRows() : null;
              const token = tokens[request.caller];
              const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
              let payload: string | undefined;
              if (request.body.kind === "json") {
                headers["content-type"] = "application/json";
                payload = JSON.stringify(request.body.value) ?? "null";
              } else if (request.body.kind === "raw") {
                headers["content-type"] = request.body.contentType;
                payload = request.body.payload;
              }
              const answer = await t.app.inject({
                method: operation.method as "GET",
                url: request.url,
                headers,
                remoteAddress: request.address,
                ...(payload === undefined || operation.method === "GET" ? {} : { payload }),
              });
              const sent = payload === undefined ? "" : ` ${payload.slice(0, 200)}`;
              const where = `${operation.method} ${request.url.slice(0, 200)}${sent} → ${answer.statusCode} ${answer.body.slice(0, 200)}`;
              if (answer.statusCode >= 500) throw new Error(where);
              if (before && answer.statusCode >= 400) {
                const after = await countRows();
                if (JSON.stringify(after) !== JSON.stringify(before))
                  throw new Error(`stored rows: ${where}`);
              }
            },
          ),
          {
            seed: SEED,
            numRuns: RUNS_PER_OPERATION,
            endOnFailure: true,
            examples: sweepFor(operation).map((request) => [request]),
          },
        )
        .catch((error: Error) =>
          failures.push(
            `${operation.method} ${operation.path}: ${(error.cause as Error | undefined)?.message ?? error.message}`,
          ),
        );
    }
    expect(failures).toEqual([]);
  });
});
