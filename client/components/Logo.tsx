import { t } from '@lingui/core/macro';

/** The Sorgfalt logo: with text (default) or the icon only. */
export function Logo({ variant = 'text' }: { variant?: 'text' | 'icon' }) {
  const src = variant === 'text' ? '/icons/sorgfalt-logo.svg' : '/icons/sorgfalt-icon.svg';
  return <img className={`logo logo-${variant}`} src={src} alt={t`Sorgfalt`} />;
}
