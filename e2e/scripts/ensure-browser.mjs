// Playwright drives Debian's Chromium; never a downloaded browser. Installs it with apt-get when missing, and
// Debian's Noto CJK fonts when no font draws Japanese: without them Chinese and Japanese render as boxes, and
// the language run's check for cut buttons and headers measures the boxes instead of the words.
// fonts-noto-cjk alone (56 MB to download, 16 s to install at a load of 9) rather than a smaller font such as
// fonts-wqy-microhei (1.6 MB): that one is Chinese and draws Japanese in Chinese glyph forms, and with both
// installed fontconfig picks it for Japanese. The glyphs' widths are the same to 0.1 % either way.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const NOTO_CJK = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

/** Whether fontconfig has a font for `language` (its list is empty otherwise, or fc-list is missing). */
function hasFontFor(language) {
  try {
    return execSync(`fc-list :lang=${language} family`, { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

const missing = [];
if (!existsSync(CHROMIUM)) missing.push('chromium');
if (!existsSync(NOTO_CJK) && !(hasFontFor('ja') && hasFontFor('zh-cn'))) missing.push('fonts-noto-cjk');
if (missing.length > 0) {
  console.log(`[e2e] installing Debian's ${missing.join(' and ')} with apt-get`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(
    `${sudo}apt-get update -qq && ${sudo}DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${missing.join(' ')}`,
    {
      stdio: 'inherit',
      shell: '/bin/bash',
    },
  );
}
