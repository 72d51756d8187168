import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

const config: LinguiConfig = {
  locales: ['de', 'en'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/client/locales/{locale}/messages',
      include: ['<rootDir>/client', '<rootDir>/shared', '<rootDir>/server'],
      exclude: [
        '**/node_modules/**',
        '**/*.test.ts',
        '**/*.test.tsx',
        '<rootDir>/client/routeTree.gen.ts',
        '<rootDir>/server/i18n/compiled/**',
      ],
    },
  ],
  format: formatter({ origins: false, lineNumbers: false }),
  orderBy: 'messageId',
};

export default config;
