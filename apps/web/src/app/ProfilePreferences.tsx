import { useMantineColorScheme } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { activateLanguage, rememberLanguage } from '../shared/i18n/i18n';
import { displayPreferences } from '../shared/preferences/displayPreferences';
import { ownProfileQuery } from '../shared/preferences/ownProfileQuery';

/**
 * Applies the signed-in user's preferences to the whole app: the colour scheme (Mantine keeps the last one in
 * local storage, so a reload starts in it without a flash of the other) and the date, time and number formats.
 * Renders nothing.
 */
export function ProfilePreferences() {
  const { data: profile } = useQuery(ownProfileQuery);
  const { setColorScheme } = useMantineColorScheme();
  const theme = profile?.theme;

  useEffect(() => {
    if (theme) setColorScheme(theme);
  }, [theme, setColorScheme]);

  const language = profile?.language;
  useEffect(() => {
    if (!language) return;
    // Remembered so that a reload starts in this language before the profile is read again.
    rememberLanguage(language);
    void activateLanguage(language);
  }, [language]);

  useEffect(() => {
    if (!profile) return;
    displayPreferences.set({
      timezone: profile.timezone,
      language: profile.language,
      date_format: profile.date_format,
      time_format: profile.time_format,
    });
  }, [profile]);

  return null;
}
