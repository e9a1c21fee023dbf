// Consistency checks over the synced native projects. Each problem names the file and what is wrong.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { imageList } from './icons.mjs';
import { ENTITLEMENTS, MANIFEST } from './native.mjs';
import { readPngHeader } from './png.mjs';

const HINDI_NAME = 'दृष्टि';
const SCHEME = 'drishti';
/** UPI intent schemes the payment checkout opens: UPI itself, Google Pay, PhonePe, Paytm, CRED. */
export const UPI_SCHEMES = ['upi', 'tez', 'phonepe', 'paytmmp', 'credpay'];
/** Razorpay's checkout must stay inside the web view (docs/payments-checkout.md). */
export const CHECKOUT_HOSTS = ['checkout.razorpay.com', 'api.razorpay.com'];

/** The Capacitor plugins the app depends on (packages that declare native code for Capacitor). */
export function capacitorPlugins(mobileDir) {
  const pkg = JSON.parse(readFileSync(join(mobileDir, 'package.json'), 'utf8'));
  const require = createRequire(join(mobileDir, 'package.json'));
  const plugins = [];
  for (const name of Object.keys(pkg.dependencies ?? {}).sort()) {
    const pluginJson = require.resolve(`${name}/package.json`);
    const meta = JSON.parse(readFileSync(pluginJson, 'utf8'));
    if (!meta.capacitor?.android && !meta.capacitor?.ios) continue;
    const root = dirname(pluginJson);
    const swift = existsSync(join(root, 'Package.swift')) ? readFileSync(join(root, 'Package.swift'), 'utf8') : '';
    plugins.push({ name, version: meta.version, root, iosName: swift.match(/name:\s*"([^"]+)"/)?.[1] });
  }
  return plugins;
}

function read(mobileDir, path, problems) {
  const file = join(mobileDir, path);
  if (!existsSync(file)) {
    problems.push(`${path} is missing`);
    return '';
  }
  return readFileSync(file, 'utf8');
}

function sameJson(a, b) {
  const sort = (v) =>
    Array.isArray(v)
      ? v.map(sort)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sort(v[k])]),
          )
        : v;
  return JSON.stringify(sort(a)) === JSON.stringify(sort(b));
}

/** Every inconsistency between the Capacitor config, package.json and the Android and iOS projects. */
export function checkProjects(mobileDir, config) {
  const problems = [];
  const appId = config.appId;
  const host = new URL(config.server.url).hostname;
  const plugins = capacitorPlugins(mobileDir);
  const need = (ok, message) => {
    if (!ok) problems.push(message);
  };

  // The config copies the shells read at run time.
  for (const path of ['android/app/src/main/assets/capacitor.config.json', 'ios/App/App/capacitor.config.json']) {
    const text = read(mobileDir, path, problems);
    if (!text) continue;
    // The iOS copy also names the plugin classes to load, one per plugin with iOS code.
    const { packageClassList, ...copy } = JSON.parse(text);
    need(sameJson(copy, config), `${path} differs from capacitor.config.ts (run the sync again)`);
    if (path.startsWith('ios/'))
      need(
        packageClassList?.length === plugins.filter((p) => p.iosName).length,
        `${path}: packageClassList (${packageClassList?.join(', ') ?? 'none'}) does not match the iOS plugins in package.json`,
      );
  }
  need(
    config.server.allowNavigation?.includes(host),
    `capacitor.config.ts: server.allowNavigation must include ${host}`,
  );
  for (const checkoutHost of CHECKOUT_HOSTS)
    need(
      config.server.allowNavigation?.includes(checkoutHost),
      `capacitor.config.ts: server.allowNavigation must include ${checkoutHost} (the payment checkout)`,
    );
  need(
    existsSync(join(mobileDir, config.webDir, config.server.errorPath ?? 'index.html')),
    `${config.webDir}/${config.server.errorPath} (the offline page) is missing`,
  );

  // Android: ids, names, plugins, deep links, push, splash.
  const gradle = read(mobileDir, 'android/app/build.gradle', problems);
  need(gradle.includes(`applicationId "${appId}"`), `android/app/build.gradle: applicationId is not "${appId}"`);
  need(gradle.includes(`namespace "${appId}"`), `android/app/build.gradle: namespace is not "${appId}"`);
  need(
    /if \(servicesJSON\.text\) \{\s*apply plugin: 'com\.google\.gms\.google-services'/.test(gradle) &&
      /catch\s*\(Exception e\)/.test(gradle),
    'android/app/build.gradle: the google-services plugin must be applied only when google-services.json exists',
  );
  const activity = `android/app/src/main/java/${appId.replaceAll('.', '/')}/MainActivity.java`;
  need(read(mobileDir, activity, problems).includes(`package ${appId};`), `${activity}: package is not ${appId}`);
  const strings = read(mobileDir, 'android/app/src/main/res/values/strings.xml', problems);
  need(
    strings.includes(`<string name="app_name">${config.appName}</string>`),
    `values/strings.xml: app_name is not ${config.appName}`,
  );
  need(
    strings.match(/name="package_name"[^>]*>([^<]*)</)?.[1] === appId,
    `values/strings.xml: package_name is not ${appId}`,
  );
  need(strings.includes(`>${SCHEME}</string>`), `values/strings.xml: custom_url_scheme is not ${SCHEME}`);
  const stringsHi = read(mobileDir, 'android/app/src/main/res/values-hi/strings.xml', problems);
  need(
    stringsHi.includes(`<string name="app_name">${HINDI_NAME}</string>`),
    `values-hi/strings.xml: app_name is not ${HINDI_NAME}`,
  );

  const manifest = read(mobileDir, MANIFEST, problems);
  const verified = manifest.match(/<intent-filter android:autoVerify="true">([\s\S]*?)<\/intent-filter>/)?.[1] ?? '';
  need(
    verified.includes('android.intent.category.BROWSABLE'),
    `${MANIFEST}: the verified intent filter must be BROWSABLE`,
  );
  const hostInManifest = verified.match(/android:scheme="https" android:host="([^"]*)"/)?.[1];
  need(hostInManifest === host, `${MANIFEST}: app links are for ${hostInManifest ?? 'no host'}, the site is ${host}`);
  need(!/android:path/.test(verified), `${MANIFEST}: app links must cover every path of ${host}`);
  need(
    manifest.includes('android:scheme="@string/custom_url_scheme"'),
    `${MANIFEST}: the ${SCHEME}:// intent filter is missing`,
  );
  need(
    manifest.includes('android.permission.POST_NOTIFICATIONS'),
    `${MANIFEST}: POST_NOTIFICATIONS permission is missing`,
  );
  for (const permission of ['CAMERA', 'RECORD_AUDIO', 'MODIFY_AUDIO_SETTINGS'])
    need(
      manifest.includes(`android.permission.${permission}`),
      `${MANIFEST}: ${permission} permission is missing (voice and video consultations)`,
    );
  // UPI intent links must find the installed UPI apps (package visibility on Android 11+).
  const queries = manifest.match(/<queries>([\s\S]*?)<\/queries>/)?.[1] ?? '';
  const queried = [...queries.matchAll(/<intent>([\s\S]*?)<\/intent>/g)]
    .filter((m) => m[1].includes('android.intent.action.VIEW'))
    .flatMap((m) => [...m[1].matchAll(/android:scheme="([^"]+)"/g)].map((d) => d[1]));
  for (const scheme of UPI_SCHEMES)
    need(queried.includes(scheme), `${MANIFEST}: <queries> has no VIEW intent for ${scheme}:// (UPI payments)`);
  need(
    manifest.includes('android:theme="@style/AppTheme.NoActionBarLaunch"'),
    `${MANIFEST}: the launch activity must use the splash theme`,
  );
  const styles = read(mobileDir, 'android/app/src/main/res/values/styles.xml', problems);
  for (const item of ['windowSplashScreenBackground', 'windowSplashScreenAnimatedIcon', 'postSplashScreenTheme'])
    need(styles.includes(`name="${item}"`), `values/styles.xml: the splash theme sets no ${item}`);
  const splashName = config.plugins?.SplashScreen?.androidSplashResourceName ?? 'splash';
  need(
    ['xml', 'png'].some((ext) => existsSync(join(mobileDir, `android/app/src/main/res/drawable/${splashName}.${ext}`))),
    `android drawable "${splashName}" (plugins.SplashScreen.androidSplashResourceName) is missing`,
  );

  const registered = read(mobileDir, 'android/app/src/main/assets/capacitor.plugins.json', problems);
  const androidPlugins = registered
    ? JSON.parse(registered)
        .map((p) => p.pkg)
        .sort()
    : [];
  const androidWanted = plugins.filter((p) => existsSync(join(p.root, 'android'))).map((p) => p.name);
  need(
    sameJson(androidPlugins, androidWanted),
    `capacitor.plugins.json lists ${androidPlugins.join(', ') || 'nothing'}, package.json has ${androidWanted.join(', ')}`,
  );
  const settings = read(mobileDir, 'android/capacitor.settings.gradle', problems);
  const buildGradle = read(mobileDir, 'android/app/capacitor.build.gradle', problems);
  for (const p of plugins.filter((x) => androidWanted.includes(x.name))) {
    const project = p.name.replace('@', '').replace('/', '-');
    const dir = settings.match(new RegExp(`project\\(':${project}'\\)\\.projectDir = new File\\('([^']+)'\\)`))?.[1];
    need(dir && existsSync(resolve(mobileDir, 'android', dir)), `capacitor.settings.gradle: ${p.name} is not included`);
    need(
      buildGradle.includes(`implementation project(':${project}')`),
      `capacitor.build.gradle: ${p.name} is not a dependency`,
    );
  }
  const coreDir = settings.match(/project\(':capacitor-android'\)\.projectDir = new File\('([^']+)'\)/)?.[1];
  need(
    coreDir && existsSync(resolve(mobileDir, 'android', coreDir)),
    'capacitor.settings.gradle: @capacitor/android is not found',
  );

  // iOS: Swift Package Manager (no CocoaPods), ids, names, entitlements, plugins.
  need(
    !existsSync(join(mobileDir, 'ios/App/Podfile')),
    'ios/App/Podfile exists, but the iOS project uses Swift Package Manager',
  );
  const packageSwift = read(mobileDir, 'ios/App/CapApp-SPM/Package.swift', problems);
  const iosVersion = JSON.parse(
    readFileSync(createRequire(join(mobileDir, 'package.json')).resolve('@capacitor/ios/package.json'), 'utf8'),
  ).version;
  need(
    packageSwift.includes(`capacitor-swift-pm.git", exact: "${iosVersion}"`),
    `Package.swift: Capacitor is not pinned to @capacitor/ios ${iosVersion}`,
  );
  const swiftPackages = [...packageSwift.matchAll(/\.package\(name: "([^"]+)", path: "([^"]+)"\)/g)];
  const iosWanted = plugins.filter((p) => p.iosName);
  need(
    sameJson(swiftPackages.map((m) => m[1]).sort(), iosWanted.map((p) => p.iosName).sort()),
    `Package.swift lists ${swiftPackages.map((m) => m[1]).join(', ') || 'nothing'}, package.json has ${iosWanted.map((p) => p.name).join(', ')}`,
  );
  for (const [, name, path] of swiftPackages) {
    const plugin = iosWanted.find((p) => p.iosName === name);
    need(
      plugin && resolve(mobileDir, 'ios/App/CapApp-SPM', path) === resolve(plugin.root),
      `Package.swift: ${name} does not point at its installed package`,
    );
  }
  const pbx = read(mobileDir, 'ios/App/App.xcodeproj/project.pbxproj', problems);
  const bundleIds = [...pbx.matchAll(/PRODUCT_BUNDLE_IDENTIFIER = ([^;]+);/g)].map((m) => m[1]);
  need(
    bundleIds.length === 2 && bundleIds.every((id) => id === appId),
    `project.pbxproj: PRODUCT_BUNDLE_IDENTIFIER is not ${appId} in every configuration`,
  );
  need(
    (pbx.match(/CODE_SIGN_ENTITLEMENTS = App\/App\.entitlements;/g) ?? []).length === 2,
    'project.pbxproj: App.entitlements is not used by every configuration',
  );
  need(/knownRegions = \([^)]*\bhi,/.test(pbx), 'project.pbxproj: Hindi (hi) is not a known region');
  need(
    pbx.includes('path = hi.lproj/InfoPlist.strings;') && pbx.includes('InfoPlist.strings in Resources'),
    'project.pbxproj: hi.lproj/InfoPlist.strings is not in the app',
  );
  const plist = read(mobileDir, 'ios/App/App/Info.plist', problems);
  const plistValue = (key) => plist.match(new RegExp(`<key>${key}</key>\\s*<string>([^<]*)</string>`))?.[1];
  const plistArray = (key) =>
    [
      ...(plist.match(new RegExp(`<key>${key}</key>\\s*<array>([\\s\\S]*?)</array>`))?.[1] ?? '').matchAll(
        /<string>([^<]*)<\/string>/g,
      ),
    ].map((m) => m[1]);
  need(
    plistValue('CFBundleDisplayName') === config.appName,
    `Info.plist: CFBundleDisplayName is not ${config.appName}`,
  );
  need(
    ['en', 'hi'].every((l) => plistArray('CFBundleLocalizations').includes(l)),
    'Info.plist: CFBundleLocalizations must list en and hi',
  );
  need(
    plistArray('UIBackgroundModes').includes('remote-notification'),
    'Info.plist: the remote-notification background mode is missing',
  );
  need(plistArray('CFBundleURLSchemes').includes(SCHEME), `Info.plist: the ${SCHEME}:// URL scheme is missing`);
  for (const scheme of UPI_SCHEMES)
    need(
      plistArray('LSApplicationQueriesSchemes').includes(scheme),
      `Info.plist: LSApplicationQueriesSchemes does not list ${scheme} (UPI payments)`,
    );
  // Calls run WebRTC in the web view: iOS ends an app that asks for the camera or microphone
  // without saying why, in the user's language.
  for (const key of ['NSCameraUsageDescription', 'NSMicrophoneUsageDescription']) {
    need(Boolean(plistValue(key)), `Info.plist: ${key} is missing (video and voice consultations)`);
    need(
      read(mobileDir, 'ios/App/App/hi.lproj/InfoPlist.strings', problems).includes(`"${key}" = "`),
      `hi.lproj/InfoPlist.strings: ${key} has no Hindi text`,
    );
  }
  need(
    read(mobileDir, 'ios/App/App/hi.lproj/InfoPlist.strings', problems).includes(
      `"CFBundleDisplayName" = "${HINDI_NAME}";`,
    ),
    `hi.lproj/InfoPlist.strings: the app name is not ${HINDI_NAME}`,
  );
  need(
    read(mobileDir, 'ios/App/App/en.lproj/InfoPlist.strings', problems).includes(
      `"CFBundleDisplayName" = "${config.appName}";`,
    ),
    `en.lproj/InfoPlist.strings: the app name is not ${config.appName}`,
  );
  const ent = read(mobileDir, ENTITLEMENTS, problems);
  need(/<key>aps-environment<\/key>/.test(ent), `${ENTITLEMENTS}: aps-environment (push) is missing`);
  need(
    ent.includes(`<string>applinks:${host}</string>`),
    `${ENTITLEMENTS}: associated domains are not applinks:${host}`,
  );

  // Firebase configuration stays out of the repository.
  const ignore = read(mobileDir, '.gitignore', problems);
  need(
    ignore.includes('google-services.json') && ignore.includes('GoogleService-Info.plist'),
    '.gitignore must keep Firebase config files out',
  );

  // Icons and splash images at every size the stores and launchers ask for.
  for (const image of imageList()) {
    const file = join(mobileDir, image.path);
    const header = existsSync(file) ? readPngHeader(readFileSync(file)) : null;
    if (!header) problems.push(`${image.path} is missing or not a PNG`);
    else if (header.width !== image.size || header.height !== image.size)
      problems.push(`${image.path} is ${header.width}×${header.height}, needs ${image.size}×${image.size}`);
    else if (image.opaque && header.alpha) problems.push(`${image.path} must not have an alpha channel (App Store)`);
  }
  for (const xml of ['ic_launcher', 'ic_launcher_round']) {
    const adaptive = read(mobileDir, `android/app/src/main/res/mipmap-anydpi-v26/${xml}.xml`, problems);
    need(
      adaptive.includes('@mipmap/ic_launcher_foreground') && adaptive.includes('@color/ic_launcher_background'),
      `mipmap-anydpi-v26/${xml}.xml is not the adaptive icon`,
    );
  }
  for (const set of ['AppIcon.appiconset', 'Splash.imageset']) {
    const dir = `ios/App/App/Assets.xcassets/${set}`;
    const contents = read(mobileDir, `${dir}/Contents.json`, problems);
    for (const image of contents ? JSON.parse(contents).images : [])
      need(
        existsSync(join(mobileDir, dir, image.filename ?? '')),
        `${dir}/Contents.json names ${image.filename}, which is missing`,
      );
  }
  return problems;
}
