/** Writes client/routeTree.gen.ts (git-ignored) so the type checker sees the routes without a build. */
import path from 'node:path';
import { Generator, getConfig } from '@tanstack/router-generator';

const root = path.resolve(import.meta.dirname, '..');
const config = getConfig(
  {
    target: 'react',
    routesDirectory: path.join(root, 'client/routes'),
    generatedRouteTree: path.join(root, 'client/routeTree.gen.ts'),
    routeFileIgnorePattern: '\\.test\\.',
    autoCodeSplitting: true,
  },
  root,
);
await new Generator({ config, root }).run();
