import type { LinguiConfig } from '@lingui/conf';

const config: LinguiConfig = {
  locales: ['de', 'en'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/client/locales/{locale}/messages',
      include: ['<rootDir>/client', '<rootDir>/shared'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '<rootDir>/client/routeTree.gen.ts'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
};

export default config;
