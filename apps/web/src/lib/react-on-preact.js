// What the web build gives for `import … from 'react'` (decision 0064): Preact's compatibility
// layer, plus the one React 19 hook it lacks. JavaScript, because preact/compat's types are an
// `export =` that TypeScript cannot re-export with `export *`; the app is typed against React's.
import compat from 'preact/compat';

export * from 'preact/compat';

/**
 * React 19's `useOptimistic`, which preact/compat does not have. React shows the optimistic state
 * only while a transition runs; Preact has no transitions, so an update lands at once and the
 * state shown is always the one passed in. React Router imports it and uses it only when its
 * `useTransitions` option is on, which the app never turns on.
 *
 * @template S
 * @param {S} state
 * @returns {[S, (action: unknown) => void]}
 */
export function useOptimistic(state) {
  return [state, () => undefined];
}

export default { ...compat, useOptimistic };
