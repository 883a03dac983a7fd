/**
 * Brings the native projects (android/, ios/) in line with the app: launcher icons and
 * launch screens drawn from the brand mark at the sizes the Capacitor templates ship, and the
 * deep links of src/features/deep-links/deep-link-config.ts written into the Android
 * manifest, the iOS entitlements and Info.plist, and the site's .well-known files. Run after
 * `npx cap add`, or after changing the mark or the link host:
 *   npx node apps/web/scripts/native-assets.ts
 * Signing details for the .well-known files come from the environment when known
 * (ANDROID_CERT_SHA256: comma-separated SHA-256 fingerprints; APPLE_TEAM_ID); placeholders
 * otherwise. Everything it writes is committed, so builds do not need sharp.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  DEEP_LINK_HOST,
  DEEP_LINK_PATHS,
  DEEP_LINK_SCHEME,
  NATIVE_APP_ID,
} from '../src/features/deep-links/deep-link-config.ts';
import {
  BRAND_BACKGROUND,
  foregroundSvg,
  fullBleedSvg,
  renderPng,
  roundSvg,
  splashSvg,
  tileSvg,
} from './brand-mark.ts';

const WEB = path.resolve(import.meta.dirname, '..');
const ANDROID_RES = path.join(WEB, 'android/app/src/main/res');
const ANDROID_MANIFEST = path.join(WEB, 'android/app/src/main/AndroidManifest.xml');
const IOS_APP = path.join(WEB, 'ios/App/App');
const IOS_PROJECT = path.join(WEB, 'ios/App/App.xcodeproj/project.pbxproj');
const WELL_KNOWN = path.join(WEB, 'public/.well-known');

const HOSTS = [DEEP_LINK_HOST, `www.${DEEP_LINK_HOST}`];

/** Which drawing each template image gets, by its file name. */
function artFor(file: string, width: number, height: number): string | null {
  const name = path.basename(file);
  if (name === 'ic_launcher.png') return tileSvg;
  if (name === 'ic_launcher_round.png') return roundSvg;
  if (name === 'ic_launcher_foreground.png') return foregroundSvg;
  if (name.startsWith('splash')) return splashSvg(width, height);
  if (name.startsWith('AppIcon')) return fullBleedSvg(1.1);
  return null;
}

async function pngsUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.png'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Redraw every icon and launch screen the templates ship, keeping each one's size. */
async function drawImages(): Promise<void> {
  const files = [
    ...(await pngsUnder(ANDROID_RES)),
    ...(await pngsUnder(path.join(IOS_APP, 'Assets.xcassets'))),
  ];
  for (const file of files) {
    const { width, height } = await sharp(file).metadata();
    const svg = width && height ? artFor(file, width, height) : null;
    if (!svg || !width || !height) continue;
    await renderPng(svg, width, height, file);
    console.log(`drew ${path.relative(WEB, file)} (${width}×${height})`);
  }
  const background = path.join(ANDROID_RES, 'values/ic_launcher_background.xml');
  if (existsSync(background)) {
    await writeFile(
      background,
      `<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <color name="ic_launcher_background">${BRAND_BACKGROUND.toUpperCase()}</color>\n</resources>\n`,
    );
  }
}

/** Replace the text between two markers, or insert the marked block after an anchor the first time. */
function upsertBlock(source: string, start: string, end: string, block: string, anchor: RegExp): string {
  const marked = `${start}\n${block}\n${end}`;
  const from = source.indexOf(start);
  const to = source.indexOf(end);
  if (from !== -1 && to > from) return `${source.slice(0, from)}${marked}${source.slice(to + end.length)}`;
  const match = anchor.exec(source);
  if (!match) throw new Error(`No place for ${start} found`);
  const at = match.index + match[0].length;
  return `${source.slice(0, at)}\n${marked}${source.slice(at)}`;
}

/** App Links (verified https links to the host's invite and notification pages) and the custom scheme. */
async function androidLinks(): Promise<void> {
  if (!existsSync(ANDROID_MANIFEST)) return;
  const indent = '            ';
  const data = HOSTS.flatMap((host) =>
    DEEP_LINK_PATHS.map(
      (prefix) =>
        `${indent}    <data android:scheme="https" android:host="${host}" android:pathPrefix="${prefix}" />`,
    ),
  );
  const block = [
    `${indent}<intent-filter android:autoVerify="true">`,
    `${indent}    <action android:name="android.intent.action.VIEW" />`,
    `${indent}    <category android:name="android.intent.category.DEFAULT" />`,
    `${indent}    <category android:name="android.intent.category.BROWSABLE" />`,
    ...data,
    `${indent}</intent-filter>`,
    `${indent}<intent-filter>`,
    `${indent}    <action android:name="android.intent.action.VIEW" />`,
    `${indent}    <category android:name="android.intent.category.DEFAULT" />`,
    `${indent}    <category android:name="android.intent.category.BROWSABLE" />`,
    `${indent}    <data android:scheme="${DEEP_LINK_SCHEME}" />`,
    `${indent}</intent-filter>`,
  ].join('\n');
  const manifest = await readFile(ANDROID_MANIFEST, 'utf8');
  const updated = upsertBlock(
    manifest,
    `${indent}<!-- deep links: written by scripts/native-assets.ts -->`,
    `${indent}<!-- end of deep links -->`,
    block,
    /<category android:name="android.intent.category.LAUNCHER" \/>\s*<\/intent-filter>/,
  );
  await writeFile(ANDROID_MANIFEST, updated);
  console.log('wrote the Android deep links');
}

/** Universal Links need the Associated Domains entitlement; push needs aps-environment. */
async function iosLinks(): Promise<void> {
  if (!existsSync(IOS_PROJECT)) return;
  const domains = HOSTS.map((host) => `\t\t<string>applinks:${host}</string>`).join('\n');
  await writeFile(
    path.join(IOS_APP, 'App.entitlements'),
    `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
\t<key>aps-environment</key>
\t<string>development</string>
\t<key>com.apple.developer.associated-domains</key>
\t<array>
${domains}
\t</array>
</dict>
</plist>
`,
  );
  const project = await readFile(IOS_PROJECT, 'utf8');
  if (!project.includes('CODE_SIGN_ENTITLEMENTS')) {
    await writeFile(
      IOS_PROJECT,
      project.replaceAll(
        /(\n(\t+)PRODUCT_BUNDLE_IDENTIFIER = [^;\n]+;)/g,
        '$1\n$2CODE_SIGN_ENTITLEMENTS = App/App.entitlements;',
      ),
    );
  }
  const plistFile = path.join(IOS_APP, 'Info.plist');
  const plist = await readFile(plistFile, 'utf8');
  const urlTypes = `\t<key>CFBundleURLTypes</key>
\t<array>
\t\t<dict>
\t\t\t<key>CFBundleURLName</key>
\t\t\t<string>${NATIVE_APP_ID}</string>
\t\t\t<key>CFBundleURLSchemes</key>
\t\t\t<array>
\t\t\t\t<string>${DEEP_LINK_SCHEME}</string>
\t\t\t</array>
\t\t</dict>
\t</array>`;
  const withoutOld = plist.replace(/\t<key>CFBundleURLTypes<\/key>\n\t<array>[\s\S]*?\n\t<\/array>\n/, '');
  await writeFile(
    plistFile,
    withoutOld.replace(/<\/dict>\s*<\/plist>\s*$/, `${urlTypes}\n</dict>\n</plist>\n`),
  );
  console.log('wrote the iOS associated domains and URL scheme');
}

/** The files the host serves so Android and iOS trust it to open the app. */
async function wellKnownFiles(): Promise<void> {
  const fingerprints = (process.env.ANDROID_CERT_SHA256 ?? 'REPLACE_WITH_SIGNING_CERT_SHA256')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  const teamId = process.env.APPLE_TEAM_ID ?? 'REPLACE_WITH_TEAM_ID';
  await mkdir(WELL_KNOWN, { recursive: true });
  const assetLinks = [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: {
        namespace: 'android_app',
        package_name: NATIVE_APP_ID,
        sha256_cert_fingerprints: fingerprints,
      },
    },
  ];
  const appSite = {
    applinks: {
      details: [
        {
          appIDs: [`${teamId}.${NATIVE_APP_ID}`],
          components: DEEP_LINK_PATHS.flatMap((prefix) => [{ '/': prefix }, { '/': `${prefix}/*` }]),
        },
      ],
    },
  };
  await writeFile(path.join(WELL_KNOWN, 'assetlinks.json'), `${JSON.stringify(assetLinks, null, 2)}\n`);
  await writeFile(
    path.join(WELL_KNOWN, 'apple-app-site-association'),
    `${JSON.stringify(appSite, null, 2)}\n`,
  );
  console.log('wrote public/.well-known');
}

await drawImages();
await androidLinks();
await iosLinks();
await wellKnownFiles();
