import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const source = join(root, 'apps/mobile');
let base: string;
let mobile: string;

/** Runs the sync script of the copy, as `npm run mobile:sync` would. */
function sync(publicUrl: string) {
  const run = spawnSync(process.execPath, [join(mobile, 'scripts/sync.mjs')], {
    cwd: mobile,
    encoding: 'utf8',
    env: { ...process.env, PUBLIC_URL: publicUrl },
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** A hash of every file in the copy, to see whether a run changed anything. */
function snapshot(dir: string, out = new Map<string, string>()) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) snapshot(path, out);
    else if (entry.isFile())
      out.set(relative(mobile, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
  }
  return out;
}

const read = (path: string) => readFileSync(join(mobile, path), 'utf8');

// The sync works on a copy of apps/mobile (with the logo and the installed packages beside it), so
// the checkout stays untouched.
beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'drishti-mobile-'));
  mobile = join(base, 'apps/mobile');
  cpSync(source, mobile, { recursive: true, filter: (path) => !/\/(node_modules|www)$/.test(path) });
  mkdirSync(join(base, 'apps/web/app'), { recursive: true });
  cpSync(join(root, 'apps/web/app/icon.svg'), join(base, 'apps/web/app/icon.svg'));
  symlinkSync(join(root, 'node_modules'), join(base, 'node_modules'), 'dir');
});
afterAll(() => {
  if (base) rmSync(base, { recursive: true, force: true });
});

describe('mobile sync', () => {
  it('syncs both native projects for a site and finds them consistent', () => {
    const run = sync('https://drishti.example');
    expect(run.output).toContain('Android and iOS projects are consistent');
    expect(run.status).toBe(0);
    const androidConfig = JSON.parse(read('android/app/src/main/assets/capacitor.config.json'));
    expect(androidConfig.server).toMatchObject({ url: 'https://drishti.example', cleartext: false });
    expect(androidConfig.server.allowNavigation).toEqual([
      'drishti.example',
      'checkout.razorpay.com',
      'api.razorpay.com',
    ]);
    expect(JSON.parse(read('ios/App/App/capacitor.config.json')).server.url).toBe('https://drishti.example');
    expect(read('android/app/src/main/AndroidManifest.xml')).toContain(
      '<data android:scheme="https" android:host="drishti.example" />',
    );
    expect(read('ios/App/App/App.entitlements')).toContain('<string>applinks:drishti.example</string>');
    expect(read('www/index.html')).toContain('data-site="https://drishti.example"');
    const plugins = JSON.parse(read('android/app/src/main/assets/capacitor.plugins.json')).map(
      (p: { pkg: string }) => p.pkg,
    );
    expect(plugins).toEqual(['@capacitor/app', '@capacitor/push-notifications', '@capacitor/splash-screen']);
  });

  it('changes nothing when run again', () => {
    const before = snapshot(mobile);
    expect(sync('https://drishti.example').status).toBe(0);
    expect(snapshot(mobile)).toEqual(before);
  });

  it('fails with a clear message when a native project disagrees with the configuration', () => {
    const gradle = join(mobile, 'android/app/build.gradle');
    const original = readFileSync(gradle, 'utf8');
    writeFileSync(gradle, original.replace('applicationId "in.drishti.app"', 'applicationId "in.drishti.other"'));
    const run = sync('https://drishti.example');
    expect(run.status).toBe(1);
    expect(run.output).toContain('android/app/build.gradle: applicationId is not "in.drishti.app"');
    writeFileSync(gradle, original);

    const strings = join(mobile, 'ios/App/App/hi.lproj/InfoPlist.strings');
    const hindi = readFileSync(strings, 'utf8');
    writeFileSync(strings, hindi.replace('दृष्टि', 'Drishti'));
    const second = sync('https://drishti.example');
    expect(second.status).toBe(1);
    expect(second.output).toContain('hi.lproj/InfoPlist.strings: the app name is not दृष्टि');
    writeFileSync(strings, hindi);

    // UPI apps must stay reachable from the payment checkout on both platforms.
    const manifest = join(mobile, 'android/app/src/main/AndroidManifest.xml');
    const androidOriginal = readFileSync(manifest, 'utf8');
    writeFileSync(manifest, androidOriginal.replace('<data android:scheme="phonepe" />', ''));
    const plist = join(mobile, 'ios/App/App/Info.plist');
    const plistOriginal = readFileSync(plist, 'utf8');
    writeFileSync(plist, plistOriginal.replace('<string>credpay</string>', ''));
    const third = sync('https://drishti.example');
    expect(third.status).toBe(1);
    expect(third.output).toContain('<queries> has no VIEW intent for phonepe:// (UPI payments)');
    expect(third.output).toContain('LSApplicationQueriesSchemes does not list credpay (UPI payments)');
    writeFileSync(manifest, androidOriginal);
    writeFileSync(plist, plistOriginal);
  });

  it('refuses plain http for anything but localhost', () => {
    const run = sync('http://drishti.example');
    expect(run.status).toBe(1);
    expect(run.output).toContain('PUBLIC_URL must be an https:// origin');
  });

  it('renders a missing icon again from the logo', () => {
    const icon = join(mobile, 'android/app/src/main/res/mipmap-xxhdpi/ic_launcher_round.png');
    rmSync(icon);
    const run = sync('https://drishti.example');
    expect(run.output).toContain('rendering icons');
    expect(run.status).toBe(0);
    expect(readFileSync(icon).subarray(1, 4).toString()).toBe('PNG');
  }, 60_000);
});
