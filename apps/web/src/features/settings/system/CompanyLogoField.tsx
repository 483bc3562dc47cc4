import { Button, FileButton, Group, Image, Text } from '@mantine/core';
import { useT } from '../../../shared/i18n/useT';
import type { CompanyLogo } from './useCompanyLogo';

/** The logo printed on quotes: the current one (or 'No logo'), choose another, remove it. */
export function CompanyLogoField({ logo, error }: { logo: CompanyLogo; error?: string }) {
  const t = useT();
  return (
    <>
      <Group align="center">
        {logo.src ? (
          <Image src={logo.src} alt={t('companyProfile.logo')} h={48} w="auto" fit="contain" />
        ) : (
          <Text size="sm" c="dimmed">
            {t('companyProfile.noLogo')}
          </Text>
        )}
        <FileButton onChange={logo.choose} accept="image/png,image/jpeg">
          {(props) => (
            <Button variant="default" size="xs" loading={logo.uploading} {...props}>
              {t('companyProfile.chooseLogo')}
            </Button>
          )}
        </FileButton>
        {logo.src && (
          <Button variant="subtle" color="red" size="xs" onClick={logo.remove}>
            {t('companyProfile.removeLogo')}
          </Button>
        )}
      </Group>
      {(logo.error ?? error) && (
        <Text c="red" size="sm">
          {logo.error ?? error}
        </Text>
      )}
    </>
  );
}
