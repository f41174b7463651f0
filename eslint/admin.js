// Lint zones and conventions of the operations console (apps/admin). See docs/decisions/0020.
import fs from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';

const admin = path.resolve(import.meta.dirname, '../apps/admin');
const src = path.join(admin, 'src');
const featuresDir = path.join(src, 'features');
// The console's sections are the server's domains (features/<domain>/<job>/). Read when ESLint
// starts, so a new domain gets its zone without editing this file.
const domains = fs
  .readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const ZONE_MESSAGES = {
  domain:
    'A console domain imports another domain only through its index.ts (`#admin/features/<domain>`), never its internals.',
  shared: 'Shared console code (src/components, src/lib) imports no feature and nothing from src/app.',
  app: 'Console features import nothing from src/app: the app shell composes features, not the reverse.',
};

/** Direction of imports (bulletproof-react): shared → features → app; domains meet only at index.ts. */
const zones = [
  ...domains.map((name) => ({
    target: path.join(featuresDir, name),
    from: featuresDir,
    except: [`./${name}`, ...domains.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
    message: ZONE_MESSAGES.domain,
  })),
  {
    target: [path.join(src, 'components'), path.join(src, 'lib')],
    from: [featuresDir, path.join(src, 'app')],
    message: ZONE_MESSAGES.shared,
  },
  {
    target: featuresDir,
    from: path.join(src, 'app'),
    message: ZONE_MESSAGES.app,
  },
];

export default [
  {
    files: ['apps/admin/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Resolves `#admin/*` (tsconfig paths) and relative paths alike, so a zone sees both.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(admin, 'tsconfig.json') }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
  {
    // One spelling of a path: another folder is reached through `#admin/…`; `./x` may stay.
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['../*'], message: 'Import from another folder through `#admin/…`.' }],
        },
      ],
    },
  },
  {
    files: ['apps/admin/{src,e2e,scripts}/**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { 'apps/admin/{src,e2e,scripts}/**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'apps/admin/{src,e2e,scripts}/**/': 'KEBAB_CASE' }],
    },
  },
];
