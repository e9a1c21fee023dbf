import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBuildOrigin } from './build-origin';

describe('the web build is checked at start against PUBLIC_URL', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  function webDir(publicUrl?: string) {
    const dir = mkdtempSync(join(tmpdir(), 'drishti-build-origin-'));
    dirs.push(dir);
    mkdirSync(join(dir, '.next'));
    if (publicUrl) writeFileSync(join(dir, '.next/drishti-public-url.json'), JSON.stringify({ publicUrl }));
    return dir;
  }

  it('starts quietly when the build was made for the running origin (a trailing slash aside)', () => {
    const warnings: string[] = [];
    checkBuildOrigin(
      { webDir: webDir('https://drishti.example'), publicUrl: 'https://drishti.example/', mode: 'refuse' },
      (m) => warnings.push(m),
    );
    expect(warnings).toEqual([]);
  });

  it('refuses to start with a build made for another origin, naming both and the fix', () => {
    const dir = webDir('http://localhost:3000');
    expect(() =>
      checkBuildOrigin({ webDir: dir, publicUrl: 'https://drishti.example', mode: 'refuse' }, () => {}),
    ).toThrow(/built for PUBLIC_URL=http:\/\/localhost:3000.*PUBLIC_URL=https:\/\/drishti\.example npm run build/);
  });

  it('warns loudly instead when the operator asked for it, and when the build has no record', () => {
    const warnings: string[] = [];
    checkBuildOrigin(
      { webDir: webDir('http://localhost:3000'), publicUrl: 'https://drishti.example', mode: 'warn' },
      (m) => warnings.push(m),
    );
    checkBuildOrigin({ webDir: webDir(), publicUrl: 'https://drishti.example', mode: 'refuse' }, (m) =>
      warnings.push(m),
    );
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^WARNING: .*built for PUBLIC_URL=http:\/\/localhost:3000/);
    expect(warnings[1]).toMatch(/does not say which PUBLIC_URL/);
  });
});
