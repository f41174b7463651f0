// Lint zones and conventions of the buyer and seller client (apps/web). See docs/decisions/0020.
export default [
  {
    // Features do not import each other's internals (STYLE habit 9).
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
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
