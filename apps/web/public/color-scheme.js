// Runs before the app so a reload starts in the user's theme (Settings, Preferences) without a flash of the
// other one: the same choice Mantine's colour scheme manager keeps in local storage.
(() => {
  try {
    const chosen = window.localStorage.getItem('mantine-color-scheme-value');
    const systemDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    const dark = chosen === 'dark' || (chosen === 'auto' && systemDark);
    const scheme = dark ? 'dark' : 'light';
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  } catch {
    // No storage (private browsing): the app applies the theme once it starts.
  }
})();
