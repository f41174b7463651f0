// Lint zones and conventions of the buyer and seller client (apps/web). See docs/decisions/0020.
import fs from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';

const web = path.resolve(import.meta.dirname, '../apps/web');
const src = path.join(web, 'src');
const featuresDir = path.join(src, 'features');
// Read when ESLint starts, so a new feature gets its zone without editing this file.
const features = fs
  .readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Direction of imports (bulletproof-react): shared → features → app; features meet only at index.ts. */
const zones = [
  ...features.map((name) => ({
    target: path.join(featuresDir, name),
    from: featuresDir,
    except: [
      `./${name}`,
      ...features.filter((other) => other !== name).map((other) => `./${other}/index.ts`),
    ],
    message: `A feature imports another feature only through its index.ts (\`#web/features/<name>\`), never its internals.`,
  })),
  {
    target: [path.join(src, 'components'), path.join(src, 'lib'), path.join(src, 'config')],
    from: [featuresDir, path.join(src, 'app')],
    message: 'Shared code (components, lib, config) imports no feature and nothing from src/app.',
  },
  {
    target: featuresDir,
    from: path.join(src, 'app'),
    message: 'Features import nothing from src/app: the app composes features, not the reverse.',
  },
  {
    // LAYOUT.md: the seller center may use the buyer features' index faces, never the reverse.
    target: features.filter((name) => name !== 'seller').map((name) => path.join(featuresDir, name)),
    from: path.join(featuresDir, 'seller'),
    message: 'Buyer features do not import the seller center.',
  },
];

export default [
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Resolves `#web/*` (tsconfig paths) and relative paths alike, so a zone sees both.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(web, 'tsconfig.json') }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
  {
    // One spelling of a path: another folder is reached through `#web/…`; `./x` may stay.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['../*'], message: 'Import from another folder through `#web/…`.' }],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/web/e2e/**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { 'apps/web/{src,e2e}/**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'apps/web/{src,e2e}/**/': 'KEBAB_CASE' }],
    },
  },
];
