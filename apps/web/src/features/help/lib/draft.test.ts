import { describe, expect, it } from 'vitest';
import { FEEDBACK_DRAFT_KEY, clearFeedbackDraft, readFeedbackDraft, saveFeedbackDraft } from './draft';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe('feedback draft', () => {
  it('keeps the text as typed, line breaks included, and reads it back', () => {
    const storage = new MemoryStorage();
    expect(readFeedbackDraft(storage)).toBe('');
    saveFeedbackDraft('The player\nstops at 0:42 ', storage);
    expect(storage.items.get(FEEDBACK_DRAFT_KEY)).toBe('The player\nstops at 0:42 ');
    expect(readFeedbackDraft(storage)).toBe('The player\nstops at 0:42 ');
  });

  it('forgets a blank text and is cleared after sending', () => {
    const storage = new MemoryStorage();
    saveFeedbackDraft('draft', storage);
    saveFeedbackDraft('   ', storage);
    expect(storage.items.has(FEEDBACK_DRAFT_KEY)).toBe(false);
    saveFeedbackDraft('draft', storage);
    clearFeedbackDraft(storage);
    expect(readFeedbackDraft(storage)).toBe('');
  });

  it('never throws when storage is blocked or missing', () => {
    const blocked = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readFeedbackDraft(blocked)).toBe('');
    expect(() => saveFeedbackDraft('x', blocked)).not.toThrow();
    expect(readFeedbackDraft(null)).toBe('');
  });
});
