// Lint zones of the server (apps/server). See docs/decisions/0020.
import fs from 'node:fs';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const SRC = 'apps/server/src';
const modules = fs
  .readdirSync(new URL(`../${SRC}/modules`, import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const indexes = modules.map((m) => `./${m}/index.ts`);
const TESTS = ['**/*.test.ts', '**/*.test-kit.ts'];

export default [
  {
    files: [`${SRC}/**/*.ts`],
    ignores: TESTS,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/server/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // A module reaches another only through its index.ts (what that module says others may use).
            ...modules.map((m) => ({
              target: `${SRC}/modules/${m}`,
              from: `${SRC}/modules`,
              except: [`./${m}`, ...indexes],
              message: 'Import another module through its index.ts.',
            })),
            // The app, plugins and demo data use modules through their index.ts too.
            ...[`${SRC}/app.ts`, `${SRC}/server.ts`, `${SRC}/plugins`, `${SRC}/seed`].map((target) => ({
              target,
              from: `${SRC}/modules`,
              except: indexes,
              message: 'Import a module through its index.ts.',
            })),
            // Infrastructure and the database layer are below every module.
            { target: `${SRC}/platform`, from: `${SRC}/modules`, message: 'platform/ imports no module.' },
            { target: `${SRC}/db`, from: `${SRC}/modules`, message: 'db/ imports no module.' },
            { target: `${SRC}/db`, from: `${SRC}/platform`, message: 'db/ imports no platform code.' },
          ],
        },
      ],
    },
  },
  {
    // Only repositories write SQL: elsewhere drizzle-orm and the schema are for types only.
    files: [`${SRC}/modules/**/*.ts`, `${SRC}/platform/**/*.ts`],
    ignores: [...TESTS, '**/*.repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', allowTypeImports: true, message: 'Only repositories write SQL.' }],
          patterns: [
            {
              // A regex: in gitignore-style groups a leading # starts a comment.
              regex: '^(#server/db/schema/|drizzle-orm/)|/db/schema/',
              allowTypeImports: true,
              message: 'Only repositories write SQL.',
            },
          ],
        },
      ],
    },
  },
  {
    // One filename convention: kebab-case, with the role as a middle extension (wallet-staff.service.ts).
    files: ['apps/server/{src,test,scripts}/**/*.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { 'apps/server/{src,test,scripts}/**/*.ts': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { 'apps/server/{src,test,scripts}/**/': 'KEBAB_CASE' },
      ],
    },
  },
];
