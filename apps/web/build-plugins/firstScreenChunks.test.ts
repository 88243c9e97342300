import { describe, expect, it } from 'vitest';
import { assignChunks, namedImports } from './firstScreenChunks.ts';

const src = (path: string) => `/repo/apps/web/src/${path}`;
const lib = (path: string) => `/repo/node_modules/${path}`;

// A small app: the entry and the guest's home page, the full app, antd's providers, the
// sign-in and sign-up pages and the signed-in shell, sharing some modules.
const graph: Record<string, string[]> = {
  [src('main.tsx')]: [lib('react/index.js'), src('app/App.tsx')],
  [src('app/App.tsx')]: [lib('react/index.js')],
  [src('features/marketing/pages/HomePage.tsx')]: [src('features/marketing/Hero.tsx')],
  [src('features/marketing/Hero.tsx')]: [src('lib/sessionToken.ts')],
  [src('app/FullApp.tsx')]: [
    lib('@tanstack/query.js'),
    src('lib/sessionToken.ts'),
    src('lib/request/request.ts'),
  ],
  [src('app/providers/AntdProviders.tsx')]: [
    lib('antd/es/config-provider/index.js'),
    lib('@ant-design/icons/es/components/Context.js'),
  ],
  [src('features/auth/pages/LoginPage.tsx')]: [
    src('lib/request/request.ts'),
    src('features/auth/plain/PasswordInput.tsx'),
    src('features/auth/plain/ContactInputs.tsx'),
  ],
  [src('features/auth/pages/RegisterPage.tsx')]: [
    src('lib/request/request.ts'),
    src('features/auth/plain/PlainSteps.tsx'),
    src('features/auth/plain/ContactInputs.tsx'),
    src('components/plain/Steps.tsx'),
    src('lib/keptInput/useKeptInputAt.ts'),
  ],
  [src('app/layouts/home/HomeLayout.tsx')]: [
    lib('antd/es/button/index.js'),
    lib('antd/es/drawer/index.js'),
    lib('@ant-design/icons/es/components/Context.js'),
  ],
  [src('features/dashboard/pages/DashboardPage.tsx')]: [
    src('features/dashboard/components/Balances.tsx'),
    lib('dayjs/dayjs.min.js'),
    lib('antd/es/card/index.js'),
  ],
  [src('features/send/pages/SendPage.tsx')]: [
    lib('antd/es/table/index.js'),
    src('components/plain/Steps.tsx'),
  ],
};
const ids = [...new Set([...Object.keys(graph), ...Object.values(graph).flat()])];
const chunks = assignChunks(ids, (id) => graph[id] ?? []);

describe('the first screens’ chunks', () => {
  it('put what the entry imports in one chunk, and leave the entry itself alone', () => {
    expect(chunks.get(src('app/App.tsx'))).toBe('entry-deps');
    expect(chunks.get(lib('react/index.js'))).toBe('entry-deps');
    expect(chunks.has(src('main.tsx'))).toBe(false);
  });

  it("move nothing the guest's home page loads into a chunk of the signed-in area", () => {
    expect(chunks.has(src('features/marketing/Hero.tsx'))).toBe(false);
    expect(chunks.has(src('lib/sessionToken.ts'))).toBe(false);
  });

  it('group the full app, antd’s base and the shell', () => {
    expect(chunks.get(lib('@tanstack/query.js'))).toBe('app');
    expect(chunks.get(lib('antd/es/config-provider/index.js'))).toBe('antd-base');
    expect(chunks.get(lib('antd/es/button/index.js'))).toBe('shell');
    expect(chunks.get(lib('antd/es/drawer/index.js'))).toBe('shell');
    expect(chunks.get(lib('antd/es/card/index.js'))).toBe('shell');
  });

  it('keep what antd’s providers share with the shell out of antd’s base, which the shell does not load', () => {
    expect(chunks.get(lib('@ant-design/icons/es/components/Context.js'))).toBe('shell-base');
  });

  it('put what the sign-in and sign-up pages share with the full app in a chunk of its own', () => {
    expect(chunks.get(src('lib/request/request.ts'))).toBe('guest-shared');
  });

  it('put what the sign-in and sign-up pages share with each other only in one chunk', () => {
    expect(chunks.get(src('features/auth/plain/ContactInputs.tsx'))).toBe('guest-forms');
  });

  it('put the app’s own helpers that sign-up uses and the sign-in page does not in one chunk', () => {
    expect(chunks.get(src('components/plain/Steps.tsx'))).toBe('sign-up-shared');
    expect(chunks.get(src('lib/keptInput/useKeptInputAt.ts'))).toBe('sign-up-shared');
  });

  it("leave the guest forms' own modules, the dashboard's own and other screens' alone", () => {
    expect(chunks.has(src('features/auth/plain/PasswordInput.tsx'))).toBe(false);
    expect(chunks.has(src('features/auth/plain/PlainSteps.tsx'))).toBe(false);
  });

  it('leave dayjs alone: any page in Chinese loads it for the dates', () => {
    expect(chunks.has(lib('dayjs/dayjs.min.js'))).toBe(false);
    expect(chunks.has(src('features/dashboard/components/Balances.tsx'))).toBe(false);
    expect(chunks.has(lib('antd/es/table/index.js'))).toBe(false);
  });
});

describe('the components a module imports from a library index', () => {
  it('are its named imports, without types and renames', () => {
    const code =
      "import { Card, type CardProps, Select as Picker } from 'antd';\nimport x from 'y';";
    expect(namedImports(code, /import\s*\{([^}]*)\}\s*from\s*['"]antd['"]/g)).toEqual([
      'Card',
      'Select',
    ]);
  });
});
