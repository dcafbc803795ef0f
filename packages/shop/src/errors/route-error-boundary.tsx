import { LoadingOverlay } from '@veso/ui-kit';
import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useShopContext } from '../app/shop-context';
import { claimChunkReload, isChunkLoadError } from './chunk-reload';
import { ErrorScreen } from './error-screen';
import { NotFoundScreen } from './not-found-screen';
import type { HeadingLevel } from './screen-heading';

/** What the error screen shows for an error: the HTTP-like status and a message. */
export function describeRouteError(error: unknown): { status: number; message: string } {
  if (isRouteErrorResponse(error)) {
    // A page that throws data('…', { status }) says what went wrong better than the status text.
    const message =
      typeof error.data === 'string' && error.data !== '' ? error.data : error.statusText;
    return { status: error.status, message };
  }
  if (error instanceof Error) return { status: 500, message: error.message };
  return { status: 500, message: 'Lỗi không xác định' };
}

export type RouteErrorBoundaryProps = {
  /** 1 at the root, where no layout header is shown; default 2. */
  headingLevel?: HeadingLevel;
};

/**
 * The router's error element: a 404 shows the not-found screen; a failed chunk load
 * reloads the page once; anything else shows the error screen with a link home.
 */
export function RouteErrorBoundary({ headingLevel = 2 }: RouteErrorBoundaryProps) {
  const error = useRouteError();
  const { reload } = useShopContext();
  const [reloading] = useState(() => isChunkLoadError(error) && claimChunkReload());

  useEffect(() => {
    if (reloading) reload();
  }, [reloading, reload]);

  if (reloading) return <LoadingOverlay visible />;
  if (isRouteErrorResponse(error) && error.status === 404)
    return <NotFoundScreen headingLevel={headingLevel} />;
  const { status, message } = describeRouteError(error);
  return <ErrorScreen status={status} message={message} headingLevel={headingLevel} />;
}
