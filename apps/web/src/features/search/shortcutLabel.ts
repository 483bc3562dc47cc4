/** The search shortcut as this computer writes it: '⌘K' on Apple systems, 'Ctrl K' elsewhere. */
export function shortcutLabel(): string {
  const platform =
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ??
    navigator.platform;
  return /mac|iphone|ipad/i.test(platform) ? '⌘K' : 'Ctrl K';
}
