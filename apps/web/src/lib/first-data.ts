import { DATA_FIRST_VIEW_MS, callKey } from '@app/contract';

/**
 * The answers of the entry page's first API calls, put into the HTML by the server for a visitor
 * not signed in (decision 0058): `<script id="app-data" type="application/json">`. Each answer is
 * taken once, in the first moments after load, by the call that asks the same thing; later calls
 * (a refresh, a retry) go to the server.
 */
interface FirstData {
  lng: string;
  at: number;
  answers: Record<string, unknown>;
}

let first: FirstData | undefined | null = null;
let loadedAt = Date.now();

/** On the server (entry-server.tsx): the answers one page's render may take, as the HTML carries them. */
export function serveFirstAnswers(data: FirstData | undefined): void {
  first = data ? { ...data, answers: { ...data.answers } } : undefined;
  loadedAt = Date.now();
}

function read(): FirstData | undefined {
  if (first !== null) return first;
  first = undefined;
  const script = typeof document === 'undefined' ? null : document.getElementById('app-data');
  if (!script?.textContent) return first;
  try {
    first = JSON.parse(script.textContent) as FirstData;
  } catch {
    first = undefined;
  }
  return first;
}

/** The embedded answer for this call, once; never for a signed-in visitor or another language. */
export function takeFirstAnswer(
  path: string,
  body: unknown,
  { signedIn, lng }: { signedIn: boolean; lng: string },
): { data: unknown } | undefined {
  const data = read();
  if (!data || signedIn || data.lng !== lng || Date.now() - loadedAt > DATA_FIRST_VIEW_MS) return undefined;
  const key = callKey(path, body);
  if (!(key in data.answers)) return undefined;
  const answer = data.answers[key];
  delete data.answers[key];
  return { data: answer };
}
