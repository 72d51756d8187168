import { useLingui } from '@lingui/react/macro';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../shared/cookies';
import { changeLanguage, currentLanguage } from '../../i18n/i18n';

/** German or English; the choice is kept in a cookie and the page reloads (platform.md §2). */
export function LanguageSwitcher() {
  const { t } = useLingui();
  const active = currentLanguage();
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t`Language`}</span>
      <select
        value={active}
        aria-label={t`Language`}
        onChange={(event) => {
          const chosen = LANGUAGES.find((language) => language === event.target.value);
          if (chosen && chosen !== active) changeLanguage(chosen);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
