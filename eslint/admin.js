// Lint zones and conventions of the operations console (apps/admin). See docs/decisions/0020.
export default [
  {
    // Features do not import each other's internals (STYLE habit 9).
    files: ['apps/admin/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../features/*', '../../../features/*', '@/features/*/*'],
              message: 'Import another feature through shared code, not its internals.',
            },
          ],
        },
      ],
    },
  },
];
