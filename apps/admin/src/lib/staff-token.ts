/**
 * The staff session token, kept apart from the marketplace user's `token`. Components
 * subscribe to it, so clearing it (sign-out, a 401) sends the console to sign-in at once.
 */
const TOKEN_KEY = 'adminToken';

type Listener = () => void;
const listeners = new Set<Listener>();

function read(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

let current = read();

function emit(): void {
  for (const listener of listeners) listener();
}

export const staffToken = {
  get(): string | null {
    return current;
  },
  set(token: string): void {
    current = token;
    localStorage.setItem(TOKEN_KEY, token);
    emit();
  },
  clear(): void {
    if (current === null) return;
    current = null;
    localStorage.removeItem(TOKEN_KEY);
    emit();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab signing in or out changes the session here too.
window.addEventListener('storage', (event) => {
  if (event.key !== TOKEN_KEY) return;
  current = read();
  emit();
});
