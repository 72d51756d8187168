import { Trans } from '@lingui/react/macro';
import type { ErrorCode } from '../../shared/errors';

function message(code: ErrorCode) {
  switch (code) {
    case 'INVALID_CREDENTIALS':
      return <Trans>E-mail or password is wrong. Please try again.</Trans>;
    case 'RATE_LIMITED':
      return <Trans>Too many attempts. Please wait a minute and try again.</Trans>;
    case 'INTERACTION_EXPIRED':
      return <Trans>This sign-in has expired or was already used. Please start again.</Trans>;
    case 'VALIDATION':
      return <Trans>Please enter your e-mail and password.</Trans>;
    case 'TIMEOUT':
      return <Trans>The server cannot be reached. Check your connection and try again.</Trans>;
    default:
      return <Trans>Sign-in failed. Please try again; if it keeps failing, contact support.</Trans>;
  }
}

export function LoginError({ code }: { code: ErrorCode }) {
  return (
    <div className="notice notice-error" role="alert" data-code={code}>
      {message(code)}
    </div>
  );
}
