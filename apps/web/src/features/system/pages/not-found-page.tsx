import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorPanel } from '../../../components/error-panel.tsx';

/** Any path without a page (§8 not found). */
export function NotFoundPage() {
  return (
    <ErrorPanel
      kind="notFound"
      itemName="page"
      action={
        <Button component={Link} to="/" variant="light">
          Go to the home page
        </Button>
      }
    />
  );
}
