/** Session storage key of the feedback being written, so a reload does not lose it. */
export const FEEDBACK_DRAFT_KEY = 'feedback.draft';

type SessionLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function session(): SessionLike | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function readFeedbackDraft(storage: SessionLike | null = session()): string {
  try {
    return storage?.getItem(FEEDBACK_DRAFT_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Keeps the text; a blank text removes the draft. */
export function saveFeedbackDraft(text: string, storage: SessionLike | null = session()): void {
  try {
    if (text.trim() === '') storage?.removeItem(FEEDBACK_DRAFT_KEY);
    else storage?.setItem(FEEDBACK_DRAFT_KEY, text);
  } catch {
    // Private mode or a full quota: the form still works, only the reload safety net is gone.
  }
}

export function clearFeedbackDraft(storage: SessionLike | null = session()): void {
  saveFeedbackDraft('', storage);
}
