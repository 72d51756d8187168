import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

export function NotFoundScreen() {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Link to="/">
          <Trans>Back to the dashboard</Trans>
        </Link>
      </p>
    </section>
  );
}
