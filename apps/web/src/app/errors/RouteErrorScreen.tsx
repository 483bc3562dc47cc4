import { Button } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { errorReportDetail } from '../../shared/api/apiErrorMessage';
import { useT } from '../../shared/i18n/useT';
import { ErrorScreen } from './ErrorScreen';

/** The router's errorElement: a loader or a page threw while rendering. */
export function RouteErrorScreen({ fullScreen = false }: { fullScreen?: boolean }) {
  const t = useT();
  const error = useRouteError();
  return (
    <ErrorScreen
      fullScreen={fullScreen}
      title={t('errors.routeTitle')}
      description={t('errors.routeText')}
      detail={describeRouteError(error)}
      extraActions={
        <Button
          component={Link}
          to="/pending-quotations"
          variant="default"
          leftSection={<IconHome size={16} />}
        >
          {t('errors.goToPending')}
        </Button>
      }
    />
  );
}

function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const data = typeof error.data === 'string' ? error.data : '';
    return [`${error.status} ${error.statusText}`.trim(), data].filter(Boolean).join(': ');
  }
  return errorReportDetail(error);
}
