import { Button } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPanel } from '../components/error-panel.tsx';

/** The unexpected-error page: a render error or a chunk that failed to load (§8). */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <ErrorPanel
      kind={notFound ? 'notFound' : 'unexpected'}
      action={
        <Button component="a" href="/" variant="subtle">
          Go to the home page
        </Button>
      }
    />
  );
}
