import { Component, type ErrorInfo, type ReactNode } from 'react';
import { translate } from '../../shared/i18n/useT';
import { ErrorScreen } from './ErrorScreen';

interface AppErrorBoundaryState {
  error: Error | null;
}

/** Last line of defence outside the router: a render crash shows a way out instead of a blank page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled render error', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorScreen
        fullScreen
        title={translate('errors.crashTitle')}
        description={translate('errors.crashText')}
      />
    );
  }
}
