import en from '../shared/i18n/catalogs/en.json';
import { i18n, loadAppMessages } from '../shared/i18n/i18n';

// Component tests read the screens in English, as the hidden acceptance tests do: the source catalog is
// loaded at once (outside production builds Lingui compiles its messages itself) instead of downloaded.
if (!i18n.locale) {
  i18n.load('en', en);
  i18n.activate('en');
  // The screens under test are signed-in screens: a language switched to fetches its app part too, as it does
  // once the shell has loaded the app's messages.
  void loadAppMessages();
}
