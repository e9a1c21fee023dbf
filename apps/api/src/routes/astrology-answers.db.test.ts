/**
 * Every astrology answer is typed in @drishti/contracts (docs/CALCULATIONS.md): the OpenAPI document
 * shows each answer's fields, and the schemas hold every field the calculations answer with (the
 * API's response check would otherwise drop the ones a schema does not name).
 */
import { astrologyAnswer } from '@drishti/core/astrology/kundali';
import { matchReport } from '@drishti/core/astrology/match';
import { choghadiyaOf, panchangOf } from '@drishti/core/astrology/panchang';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing';

type TestApi = Awaited<ReturnType<typeof createTestApi>>;
let api: TestApi;
const NOW = new Date('2026-11-22T06:00:00Z');
beforeAll(async () => {
  api = await createTestApi({}, { now: () => NOW });
});
afterAll(async () => {
  await api.close();
});

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
}
interface Operation {
  tags?: string[];
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

/** True when a schema names its fields (or is a list, a map or a choice of schemas that do). */
function hasFields(s: JsonSchema, resolve: (ref: string) => JsonSchema, seen = new Set<string>()): boolean {
  if (s.$ref) return seen.has(s.$ref) || hasFields(resolve(s.$ref), resolve, new Set([...seen, s.$ref]));
  if (s.properties && Object.keys(s.properties).length > 0) return true;
  const choices = (s.anyOf ?? s.oneOf)?.filter((c) => c.type !== 'null');
  if (choices?.length) return choices.every((c) => hasFields(c, resolve, seen));
  if (s.items) return hasFields(s.items, resolve, seen);
  if (typeof s.additionalProperties === 'object') return hasFields(s.additionalProperties, resolve, seen);
  return false;
}

describe('the OpenAPI document', () => {
  it('shows the fields of every astrology answer', async () => {
    const doc = (await api.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
      components?: { schemas?: Record<string, JsonSchema> };
    };
    const resolve = (ref: string): JsonSchema => {
      const name = ref.split('/').pop()!;
      const found = doc.components?.schemas?.[name];
      if (!found) throw new Error(`unresolved ${ref}`);
      return found;
    };
    const answers: [string, JsonSchema][] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const op of Object.values(methods)) {
        if (!op.tags?.includes('astrology')) continue;
        const data = op.responses['200']?.content?.['application/json']?.schema.properties?.data;
        if (data) answers.push([path, data]);
      }
    }
    // The kundali answers, matching, panchang, choghadiya, nakshatra and the horoscopes.
    expect(answers.map(([path]) => path)).toEqual(
      expect.arrayContaining([
        '/api/users/astrology/kundali-details',
        '/api/users/astrology/basic-details',
        '/api/users/astrology/kp-kundali',
        '/api/users/astrology/kundali-details-vmshotri-dasha',
        '/api/users/astrology/vimshotri-and-yogini',
        '/api/users/astrology/get-chart',
        '/api/users/astrology/get-report',
        '/api/users/astrology/ashtakvarga-planet-chart',
        '/api/users/vedic-tools/male-female-match-report',
        '/api/publics/astrology/panchang',
        '/api/publics/astrology/get-chaughadiya-muhurta',
      ]),
    );
    for (const [path, data] of answers) expect(hasFields(data, resolve), path).toBe(true);
  });

  it('would not pass a map of unknown values', () => {
    expect(hasFields({ type: 'object', additionalProperties: {} }, () => ({}))).toBe(false);
  });
});

const chennai = { day: 7, month: 12, year: 1996, hour: 10, min: 34, lat: 13.0833, lon: 80.2833 };
const helsinki = { day: 20, month: 7, year: 2026, hour: 17, min: 0, lat: 60.16944, lon: 24.93556 };
const plain = (x: unknown) => JSON.parse(JSON.stringify(x));
const post = async (url: string, payload: object) => {
  const res = await api.app.inject({ method: 'POST', url, payload });
  expect(res.statusCode, url).toBe(200);
  return res.json().data;
};

describe('the schemas hold every field answered', () => {
  it.each([
    ['kundali-details', ''],
    ['basic-details', ''],
    ['kp-kundali', ''],
    ['kundali-details-vmshotri-dasha', ''],
    ['vimshotri-and-yogini', ''],
    ['get-chart', 'D9'],
    ['get-chart', 'chalit'],
    ['get-chart', 'MOON'],
    ['get-report', ''],
    ['ashtakvarga-planet-chart', ''],
  ] as const)('%s %s', async (path, chartId) => {
    for (const birth of [chennai, helsinki]) {
      const url = `/api/users/astrology/${path}${chartId ? `?chartId=${chartId}` : ''}`;
      const direct = astrologyAnswer(path, birth, { atMs: NOW.getTime(), lang: 'hi', chartId: chartId || undefined });
      expect(await post(url, { ...birth, lang: 'hi' })).toEqual(plain(direct));
    }
  });

  it('matching, panchang and choghadiya', async () => {
    expect(await post('/api/users/vedic-tools/male-female-match-report', { boy: chennai, girl: helsinki })).toEqual(
      plain(matchReport(chennai, helsinki)),
    );
    const day = { day: 22, month: 11, year: 2026, lat: 28.6139, lon: 77.209 };
    expect(await post('/api/publics/astrology/panchang', day)).toEqual(plain(panchangOf(day)));
    expect(await post('/api/publics/astrology/get-chaughadiya-muhurta', day)).toEqual(plain(choghadiyaOf(day)));
  });
});
