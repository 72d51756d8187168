import { Trans, useLingui } from '@lingui/react/macro';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../shared/cookies';
import { changeLanguage, currentLanguage } from '../../i18n/i18n';

/** Settings › Language: the user's interface language, kept in a cookie on this device (platform.md §2). */
export function LanguageSettings() {
  const { t } = useLingui();
  const active = currentLanguage();
  return (
    <section className="settings-card" aria-labelledby="language-title">
      <h2 id="language-title">
        <Trans>Language</Trans>
      </h2>
      <fieldset className="settings-language">
        <legend className="visually-hidden">{t`Language of the interface`}</legend>
        {LANGUAGES.map((language) => (
          <label key={language} className="settings-language-choice" lang={language}>
            <input
              type="radio"
              name="language"
              value={language}
              checked={language === active}
              onChange={() => changeLanguage(language)}
            />
            {LANGUAGE_NAMES[language]}
          </label>
        ))}
      </fieldset>
      <p className="line-muted">
        <Trans>The choice is kept on this device; the page reloads in the new language.</Trans>
      </p>
    </section>
  );
}
