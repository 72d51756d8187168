import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { splitCatalogs } from './scripts/split-catalogs';
import { stripRegistryMessages } from './scripts/strip-registry-messages';
import { thirdPartyLibrariesPlugin } from './scripts/third-party-libraries';

const root = import.meta.dirname;
const backend = process.env.SORGFALT_BACKEND ?? 'http://localhost:3000';

export default defineConfig(({ command }) => ({
  root: path.join(root, 'client'),
  publicDir: path.join(root, 'public'),
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: path.join(root, 'client/routes'),
      generatedRouteTree: path.join(root, 'client/routeTree.gen.ts'),
      routeFileIgnorePattern: '\\.test\\.',
      autoCodeSplitting: true,
    }),
    react({
      babel: {
        plugins: ['@lingui/babel-plugin-lingui-macro', ...(command === 'build' ? [stripRegistryMessages] : [])],
      },
    }),
    lingui(),
    splitCatalogs({
      root,
      // The dashboard's screen: a chunk of its own, but the first screen shows it.
      firstScreen: ['client/features/dashboard/DashboardScreen.tsx'],
      // The invitation and reminder mails, and the assistant's answers, are written on the server.
      serverOnly: ['mail.', 'assistant.'],
    }),
    thirdPartyLibrariesPlugin(root),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: false,
      injectManifest: {
        // The PDF fonts (DejaVu Sans, ~0.75 MB each) are precached so a PDF can be made offline;
        // the app only fetches them when the first PDF is made (decision 0017).
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2,ttf}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: path.join(root, 'dist/client'),
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      input: {
        main: path.join(root, 'client/index.html'),
        login: path.join(root, 'client/login.html'),
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/account', '/oidc', '/interaction', '/config.json', '/ai'].map((prefix) => [
        prefix,
        { target: backend, ws: prefix === '/ai' },
      ]),
    ),
  },
}));
