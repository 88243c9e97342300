import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const dirsIn = (path) =>
  existsSync(path)
    ? readdirSync(path, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

// A web feature never imports another feature.
const webFeatureZones = dirsIn('apps/web/src/features').map((name) => ({
  target: `./apps/web/src/features/${name}`,
  from: './apps/web/src/features',
  except: [`./${name}`],
  message:
    'A web feature must not import another feature; move shared code to components/ or lib/.',
}));

// A server module reaches another module only through that module's service.
const serverModules = dirsIn('apps/server/src/modules');
const serverModuleZones = serverModules.map((name) => ({
  target: `./apps/server/src/modules/${name}`,
  from: './apps/server/src/modules',
  except: [
    `./${name}`,
    ...serverModules
      .filter((other) => other !== name)
      .map((other) => `./${other}/${other}.service.ts`),
  ],
  message: 'Reach another server module only through its service.',
}));

const layerZones = [
  {
    target: './packages/domain',
    from: ['./packages/contract', './apps'],
    message: 'domain has no dependencies',
  },
  { target: './packages/contract', from: './apps', message: 'contract must not depend on apps' },
  { target: './apps/web', from: './apps/server', message: 'web must not import server code' },
  { target: './apps/server', from: './apps/web', message: 'server must not import web code' },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'apps/web/builds/**',
      '**/node_modules/**',
      'data/**',
      '.tmp/**',
      'coverage/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layerZones, ...webFeatureZones, ...serverModuleZones] },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
