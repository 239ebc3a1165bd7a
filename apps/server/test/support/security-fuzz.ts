import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

/**
 * Request generators for the fuzzing suite, built from the OpenAPI document the app publishes: every value
 * is either plausible for its schema (so the request gets past validation and reaches the handler, carrying
 * hostile text) or hostile outright (wrong type, out of range, oversized, injection-style, Unicode edges).
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
  description?: string;
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  /** OpenAPI form, `/api/v1/doctors/{id}`. */
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}

export function operationsOf(document: {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
  >;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** Injection-style text: SQL, LIKE wildcards, escapes, prototype keys, traversal, header splitting, markup. */
export const injectionStrings = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1' AND pg_sleep(1) --",
  '%',
  '_',
  '%_%',
  '\\',
  '\\%',
  "\\'",
  '$1',
  '__proto__',
  'constructor',
  'prototype',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  'foo\r\nSet-Cookie: injected=1',
  '\r\n\r\nHTTP/1.1 200 OK',
  '<script>window.__xss=1</script>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '${7*7}{{7*7}}',
  '{"$gt":""}',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x7fffffff',
];

/** Unicode edges: NUL, bidi controls, zero-width, combining marks, emoji sequences, lone surrogates, BOM. */
export const unicodeStrings = [
  '\u0000',
  'a\u0000b',
  '\u202Eevil\u202C',
  '\u200F\u200E\u061C',
  '\u200B\u200C\u200D\u2060',
  'e\u0301\u0301\u0301\u0301\u0301\u0301',
  'ا\u0651\u064E\u0652',
  '👨‍👩‍👧‍👦🏳️‍🌈',
  '\uD800',
  'x\uDC00y',
  '\uDBFF\uDFFF',
  '\uFEFF',
  '\uFFFE\uFFFF',
  '\u0085\u2028\u2029',
  '\t\n\v\f\r',
  ' ',
  '',
  'ﷺ',
  'ـــــ',
  'Ⅻ①¹',
  'İıß',
];

const hostileString = fc.oneof(
  fc.constantFrom(...injectionStrings, ...unicodeStrings),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom('%', '_', '\\', "'", '"', '\u0000', '\uD800', '\u202E', 'é', 'ع', '😀'),
    maxLength: 12,
  }),
  // Very long: beyond any field's limit, below the body limit.
  fc.constantFrom('x'.repeat(5_000), 'ع'.repeat(3_000), '😀'.repeat(2_000)),
);

/** A string that mixes ordinary text with hostile fragments. */
const mixedString = fc
  .array(fc.oneof({ weight: 2, arbitrary: fc.string({ maxLength: 8 }) }, { weight: 3, arbitrary: hostileString }), {
    minLength: 1,
    maxLength: 3,
  })
  .map((parts) => parts.join(''));

const wrongType = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 31, 2 ** 53 + 2, -1e308, 1e308, [], {}, [null], ['a', 1]),
  fc.constant(JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}') as unknown),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', '$where', 'a'), fc.jsonValue({ maxDepth: 1 })),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(hostileString, wrongType);

/** Real values the fuzzer mixes in so that ids resolve and handlers run past their lookups. */
export interface Pools {
  doctorIds: string[];
  medicineIds: string[];
  appointmentIds: string[];
  /** Telehealth appointments (and one clinic appointment) for the visit routes. */
  visitIds: string[];
  chatIds: string[];
  applicationIds: string[];
  reviewIds: string[];
  userIds: string[];
  emails: string[];
  slugs: string[];
  startsAt: string[];
  /** Doctors' names (both languages, whole and first names alone) and places, for /compat's booking by name. */
  doctorNames: string[];
  places: string[];
  /** The patient's waitlist entries, the links' tokens of offers made to them, and stored photos' file names. */
  waitlistIds: string[];
  offerTokens: string[];
  photoFiles: string[];
  /** Dates from today to the waitlist's reach, for a waitlist's range. */
  comingDates: string[];
}

/**
 * How values are made for one operation. `plausible`: every value fits its schema (free text still carries
 * hostile fragments within the length limits), so the request reaches the handler; otherwise any value may
 * be hostile, a required key may be missing and extra keys (`__proto__`, `role`...) may be added.
 */
export interface Gen {
  pools: Pools;
  /** The operation's path, which tells what kind of id an `{id}` is. */
  path: string;
  plausible: boolean;
}

function clip(value: string, schema: JsonSchema): string {
  let out = value;
  if (schema.maxLength !== undefined && out.length > schema.maxLength) out = out.slice(0, schema.maxLength);
  if (schema.minLength !== undefined) while (out.length < schema.minLength) out += 'ab';
  return out;
}

/** Ids of the kind a parameter or field names, judged by its name and the operation's path. */
function idsFor(name: string, g: Gen): string[] {
  const { pools, path } = g;
  if (name === 'doctorid') return pools.doctorIds;
  if (name === 'userid') return pools.userIds;
  if (name === 'session_id' || path.includes('chat')) return pools.chatIds;
  if (path.includes('/visits/')) return pools.visitIds;
  if (path.includes('appointment')) return pools.appointmentIds;
  if (path.includes('/waitlist/{id}')) return pools.waitlistIds;
  if (path.includes('doctor-applications')) return pools.applicationIds;
  if (path.includes('/admin/users/')) return pools.userIds;
  if (path.includes('/reviews/')) return pools.reviewIds;
  if (/medicine/i.test(path)) return pools.medicineIds;
  if (/doctor/i.test(path)) return pools.doctorIds;
  return [...pools.doctorIds, ...pools.medicineIds, ...pools.appointmentIds];
}

/** Text that passes for a name or a comment but carries injection-style or Unicode-edge fragments. */
function plausibleText(lang?: 'ar' | 'en'): fc.Arbitrary<string> {
  const words =
    lang === 'ar'
      ? ['سلمى حسن', 'مسكن للألم']
      : lang === 'en'
        ? ['Salma Hassan', 'Pain relief']
        : ['Salma', 'سلمى', 'Dr Omar'];
  return fc
    .tuple(fc.constantFrom(...words), fc.constantFrom(...injectionStrings, ...unicodeStrings))
    .map(([a, b]) => `${a} ${b}`);
}

function stringByName(name: string, g: Gen): fc.Arbitrary<string> | null {
  const { pools } = g;
  const n = name.toLowerCase();
  if (n.includes('email')) {
    return fc.oneof(
      fc.constantFrom(...pools.emails),
      fc.constantFrom("o'brien+1@example.com", 'a%b_c\\d@example.com', 'x@example.com'),
      fc.uuid().map((u) => `fuzz.${u.slice(0, 8)}@example.com`),
      fc.uuid().map((u) => `o'${u.slice(0, 8)}%_@example.com`),
      ...(g.plausible ? [] : [mixedString.map((s) => `${s}@example.com`)]),
    );
  }
  if (n.includes('phone')) {
    return g.plausible
      ? fc.constantFrom('01012345678', '+201001234567')
      : fc.constantFrom('01012345678', '+201001234567', '0100 123 4567', '٠١٠١٢٣٤٥٦٧٨');
  }
  if ((n === 'from' || n === 'to') && g.path.includes('waitlist')) {
    return g.plausible
      ? fc.constantFrom(...pools.comingDates)
      : fc.constantFrom(...pools.comingDates, '1990-01-15', '2099-12-31', '2001-02-29', '');
  }
  if (n === 'birthdate' || n === 'date' || n === 'from') {
    return g.plausible
      ? fc.constantFrom('1990-01-15', '2000-02-29')
      : fc.constantFrom('1990-01-15', '2030-12-31', '0000-00-00', '1990-13-45', '9999-99-99', '2001-02-29');
  }
  if (n.includes('password'))
    return fc.oneof(
      fc.constant('a long enough password'),
      plausibleText().map((s) => `${s} long enough`),
    );
  if (n === 'startsat') return fc.constantFrom(...pools.startsAt, '2099-01-01T10:00:00Z', '1970-01-01T00:00:00+14:00');
  if (n === 'token' && g.path.includes('waitlist')) {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...pools.offerTokens) },
      { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
    );
  }
  if (n === 'token') return fc.uuid();
  if (n === 'file') return fc.constantFrom(...pools.photoFiles, `${'0'.repeat(32)}-160.webp`, '..%2Fsecret.webp');
  if (['doctorid', 'userid', 'session_id', 'id', 'appointmentid'].includes(n)) {
    return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...idsFor(n, g)) }, { weight: 1, arbitrary: fc.uuid() });
  }
  if (n === 'provider') return fc.constantFrom('google', 'sso', 'GOOGLE', 'nope');
  if (n === 'doctorname') return fc.constantFrom(...pools.doctorNames, 'Dr/ Hany', 'د/ ', "a%_\\'", '');
  if (n === 'place') return fc.constantFrom(...pools.places, 'Not Found', '');
  if (['specialty', 'speciality', 'city', 'area', 'category', 'insurer'].includes(n)) {
    return fc.constantFrom(...pools.slugs);
  }
  return null;
}

function validString(schema: JsonSchema, name: string, g: Gen): fc.Arbitrary<string> {
  const byName = stringByName(name, g);
  if (schema.format === 'uuid') return byName ?? fc.uuid();
  if (schema.pattern) {
    const re = new RegExp(schema.pattern);
    const matching = fc.stringMatching(re).filter((s) => clip(s, schema) === s);
    if (!byName) return matching;
    return g.plausible
      ? byName.filter((s) => re.test(s))
      : fc.oneof(
          byName.filter((s) => re.test(s)),
          matching,
        );
  }
  const lang = /Ar$/.test(name) ? 'ar' : /En$/.test(name) ? 'en' : undefined;
  const text = byName ?? (g.plausible ? plausibleText(lang) : fc.oneof(mixedString, fc.string({ maxLength: 20 })));
  return text.map((s) => clip(s, schema));
}

function validNumber(schema: JsonSchema, integer: boolean, g: Gen): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1000);
  const inRange = integer
    ? fc.integer({ min: Math.ceil(Math.max(min, -1e9)), max: Math.floor(Math.min(max, 1e9)) })
    : fc.double({ min: Math.max(min, -1e9), max: Math.min(max, 1e9), noNaN: true });
  if (g.plausible) return inRange;
  const edges = [min, max, min - 1, max + 1, 0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER + 2, 0.5, 1e21];
  return fc.oneof({ weight: 3, arbitrary: inRange }, { weight: 1, arbitrary: fc.constantFrom(...edges) });
}

/** A value for `schema`: plausible ones fit it; otherwise hostile values are mixed in at every level. */
export function valueFor(schema: JsonSchema | undefined, name: string, g: Gen, depth = 0): fc.Arbitrary<unknown> {
  if (g.plausible) return validValue(schema ?? {}, name, g, depth);
  return fc.oneof(
    { weight: 4, arbitrary: validValue(schema ?? {}, name, g, depth) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/**
 * The compat API declares some fields without a type ("checked as v1's rating"): values that v1's checks
 * would accept for that name, so the handler is reached.
 */
function untypedByName(name: string): fc.Arbitrary<unknown> | null {
  switch (name.toLowerCase()) {
    case 'rating':
      return fc.integer({ min: 1, max: 5 });
    case 'page':
      return fc.integer({ min: 1, max: 3 });
    case 'limit':
      return fc.integer({ min: 1, max: 10 });
    case 'sort':
      return fc.constantFrom('rating', 'fee_asc', 'soonest', 'name', 'price_asc', 'newest');
    case 'gender':
      return fc.constantFrom('Male', 'Female', 'male', 'female');
    case 'visittype':
      return fc.constantFrom('clinic', 'telehealth');
    case 'data':
      return fc.constant('[]');
    case 'phone':
      // The spec's client may send a phone as a JSON number (the leading 0 lost), or with the country code.
      return fc.constantFrom('01012345678', '+201001234567', 1001234567, 201001234567, 12.5, 0);
    default:
      return null;
  }
}

function validValue(schema: JsonSchema, name: string, g: Gen, depth: number): fc.Arbitrary<unknown> {
  if (!schema.type && !schema.enum && !schema.anyOf && !schema.oneOf && !schema.properties) {
    const v1Name = /checked as v1's (\w+)/.exec(schema.description ?? '')?.[1];
    const hinted = untypedByName(v1Name ?? name) ?? (v1Name ? validString({}, v1Name, g) : null);
    if (hinted) return hinted;
  }
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => validValue(s, name, g, depth)));
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf) as JsonSchema, name, g, depth);
  const types = [schema.type ?? (schema.properties ? 'object' : 'string')].flat();
  const options = types.filter((t) => t !== 'null').map((type) => validOfType(type, schema, name, g, depth));
  if (types.includes('null') || schema.nullable) options.push(fc.constant(null));
  return options.length ? fc.oneof(...options) : fc.constant(null);
}

function validOfType(type: string, schema: JsonSchema, name: string, g: Gen, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return validString(schema, name, g);
    case 'integer':
      return validNumber(schema, true, g);
    case 'number':
      return validNumber(schema, false, g);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const max = Math.min(schema.maxItems ?? 4, depth > 2 ? 1 : 4);
      const min = Math.min(schema.minItems ?? 0, max);
      return fc.array(valueFor(schema.items, name, g, depth + 1), { minLength: min, maxLength: max });
    }
    case 'object':
      return objectFor(schema, g, depth);
    default:
      return hostileValue;
  }
}

/**
 * An object with the schema's properties: required ones always when plausible, nearly always otherwise;
 * optional ones half the time. When not plausible, extra keys such as `__proto__` (an own property, as
 * JSON.parse makes it), `role` or `isAdmin` may be added: they must be refused or ignored, never acted on.
 */
export function objectFor(schema: JsonSchema, g: Gen, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(properties).map(([key, prop]) =>
    fc.tuple(
      fc.constant(key),
      depth > 3 ? fc.constant(null) : valueFor(prop, key, g, depth + 1),
      fc.integer({ min: 0, max: 19 }),
    ),
  );
  const extras = fc.array(
    fc.tuple(
      fc.constantFrom('__proto__', 'constructor', 'prototype', 'role', 'isAdmin', 'id', 'userId', '\u0000'),
      hostileValue,
    ),
    { maxLength: g.plausible ? 0 : 2 },
  );
  return fc.tuple(fc.tuple(...entries), extras).map(([values, extra]) => {
    const out: Record<string, unknown> = {};
    for (const [key, value, dice] of values) {
      // A schema without `required` (the compat API checks inside its handlers): plausible sends nearly all.
      const keep = required.has(key)
        ? g.plausible || dice > 0
        : g.plausible && !schema.required
          ? dice > 1
          : dice >= 10;
      if (keep) Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    }
    for (const [key, value] of extra) {
      if (Object.hasOwn(properties, key)) continue;
      Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    }
    return out;
  });
}

/** URL-encodes a value, lone surrogates included (as the invalid UTF-8 bytes a careless client would send). */
export function encodePart(value: string): string {
  let out = '';
  for (const ch of value) {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0xd800 && cp <= 0xdfff) {
      out += [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

/** What a URL can carry: strings as they are, everything else as JSON text. */
export function asUrlText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** Raw path segments that are not the result of encoding a value: traversal, bad escapes, encoded NUL. */
export const rawPathSegments = [
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%',
  '%zz',
  '%C0%AF',
  '%E2%80%AE',
  '.',
  '%2e%2e',
];

/**
 * A fingerprint of every row of every application table: per table, the row count and a sum of row hashes.
 * Leaves out what a refused request may legitimately touch: a session's last-seen time (moved by any
 * authenticated call, refused or not), the refused sign-ins kept for the brute-force limit, and the rate
 * limits' request counters (every request to a limited route counts, refused or not).
 */
export async function databaseFingerprint(database: Database): Promise<Map<string, string>> {
  const names = (await tableNames(database)).filter((t) => t !== 'login_failures' && t !== 'rate_limit_hits');
  const row = (table: string) => (table === 'sessions' ? `(to_jsonb(x) - 'last_seen_at')::text` : `x::text`);
  const query = names
    .map(
      (t) =>
        `select '${t}' as t, count(*)::text || ':' || coalesce(sum(hashtextextended(${row(t)}, 7)::numeric), 0)::text as h from "${t}" x`,
    )
    .join(' union all ');
  const result = (await database.db.execute(sql.raw(query))) as unknown as { rows: { t: string; h: string }[] };
  return new Map(result.rows.map((r) => [r.t, r.h]));
}

let cachedNames: string[] | null = null;
async function tableNames(database: Database): Promise<string[]> {
  if (cachedNames) return cachedNames;
  const result = (await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { table_name: string }[] };
  cachedNames = result.rows.map((r) => r.table_name);
  return cachedNames;
}

export function fingerprintDiff(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((t) => before.get(t) !== after.get(t));
}
