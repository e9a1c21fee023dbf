import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { API_MESSAGES_HI, hindiApiMessage } from '@drishti/content/api-messages';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sources(path);
    return name.endsWith('.ts') && !name.includes('.test.') ? [path] : [];
  });
}

/** Every fixed English text the API can answer with: domain errors, field messages, schema messages. */
function englishMessages(): string[] {
  const found = new Set<string>();
  const files = [
    ...sources(join(root, 'packages/core/src')),
    ...sources(join(root, 'apps/api/src')),
    ...sources(join(root, 'packages/contracts/src')),
  ];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/DomainError\(\s*'[a-z-]+',\s*'([^']+)'/g)) found.add(m[1]!);
    for (const m of text.matchAll(/message: '([^']+)'/g)) found.add(m[1]!);
    for (const m of text.matchAll(/\.(?:min|max|regex|refine|uuid|datetime)\([^)]*?'([A-Z][^']{4,})'\)/g))
      found.add(m[1]!);
    for (const m of text.matchAll(/export const [A-Z_]+ = '([A-Z][^']+[.!])';/g)) found.add(m[1]!);
  }
  return [...found];
}

describe('API messages in Hindi', () => {
  it('has Hindi, in Devanagari, for every fixed message the API can send', () => {
    const messages = englishMessages();
    expect(messages.length).toBeGreaterThan(60);
    const missing = messages.filter((m) => hindiApiMessage(m) === null);
    expect(missing).toEqual([]);
    for (const hi of Object.values(API_MESSAGES_HI)) expect(hi).toMatch(/[\u0900-\u097F]/);
  });

  it('fills numbers into patterned messages and reads "Invalid field: text"', () => {
    expect(hindiApiMessage('Please wait 42 seconds before asking for a new code.')).toBe(
      'नया कोड माँगने से पहले कृपया 42 सेकंड रुकें।',
    );
    expect(hindiApiMessage('The code is wrong. 1 try left.')).toBe('कोड ग़लत है। 1 प्रयास बाकी है।');
    expect(hindiApiMessage('Invalid channel: Choose a time slot')).toBe('channel: समय चुनें');
    expect(hindiApiMessage('Invalid limit: Too small: expected number to be >=1')).toBe('limit: यह मान मान्य नहीं है');
    expect(hindiApiMessage('Something nobody wrote')).toBeNull();
  });
});
