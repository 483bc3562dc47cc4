/** A browser and an operating system in plain words, from a User-Agent header. */
export interface DeviceDescription {
  browser: string;
  os: string;
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, Android also says Linux.
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS|Chromium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows NT/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const UNKNOWN_BROWSER = 'Unknown browser';
const UNKNOWN_OS = 'Unknown system';

/** 'Chrome 131' and 'Windows' from a desktop Chrome's header; names without versions for tools (curl). */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const ua = userAgent ?? '';
  let browser = UNKNOWN_BROWSER;
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  if (browser === UNKNOWN_BROWSER) {
    const tool = /^(curl|Wget|PostmanRuntime|python-requests|node-fetch|undici)\b/i.exec(ua);
    if (tool) browser = tool[1]!;
  }
  const os = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? UNKNOWN_OS;
  return { browser, os };
}
