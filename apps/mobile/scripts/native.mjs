// The parts of the native projects that depend on the site's address (PUBLIC_URL at sync time).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const MANIFEST = 'android/app/src/main/AndroidManifest.xml';
export const ENTITLEMENTS = 'ios/App/App/App.entitlements';

/** Writes a file only when its content changes, so that repeated syncs leave the tree untouched. */
export function writeIfChanged(file, content) {
  let current = null;
  try {
    current = readFileSync(file, 'utf8');
  } catch {}
  if (current === content) return false;
  writeFileSync(file, content);
  return true;
}

/** The verified https intent filter of the Android manifest, pointed at the site's host. */
export function withAppLinkHost(manifest, host) {
  const filter =
    /(<intent-filter android:autoVerify="true">[\s\S]*?<data android:scheme="https" android:host=")[^"]*(")/;
  if (!filter.test(manifest)) throw new Error(`${MANIFEST} has no verified https intent filter to point at ${host}`);
  return manifest.replace(filter, `$1${host}$2`);
}

/**
 * The iOS entitlements: push (Xcode switches aps-environment to production when archiving for the
 * App Store) and universal links for the site's host.
 */
export function entitlements(host) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>aps-environment</key>
	<string>development</string>
	<key>com.apple.developer.associated-domains</key>
	<array>
		<string>applinks:${host}</string>
	</array>
</dict>
</plist>
`;
}

export function writeHostFiles(mobileDir, host) {
  const manifestPath = join(mobileDir, MANIFEST);
  writeIfChanged(manifestPath, withAppLinkHost(readFileSync(manifestPath, 'utf8'), host));
  writeIfChanged(join(mobileDir, ENTITLEMENTS), entitlements(host));
}
