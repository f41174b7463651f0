// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { callKey } from '@app/contract';
import { takeFirstAnswer } from './first-data';

describe('the first data in the HTML (decision 0058)', () => {
  it('answers the same call once, for a visitor not signed in in the language it was written in', () => {
    const answers = {
      [callKey('mall/getHome', {})]: { sections: [] },
      [callKey('video/getVideoList', { sort: 'hot', page: 1, pageSize: 10 })]: { list: [{ id: 3 }] },
    };
    document.body.innerHTML = `<script id="app-data" type="application/json">${JSON.stringify({
      lng: 'de',
      at: Date.now(),
      answers,
    })}</script>`;
    const visitor = { signedIn: false, lng: 'de' };
    // Another language or a signed-in visitor asks the server.
    expect(takeFirstAnswer('mall/getHome', {}, { signedIn: false, lng: 'en' })).toBeUndefined();
    expect(takeFirstAnswer('mall/getHome', {}, { signedIn: true, lng: 'de' })).toBeUndefined();
    expect(takeFirstAnswer('mall/getHome', {}, visitor)).toEqual({ data: { sections: [] } });
    // Taken once: a refresh goes to the server.
    expect(takeFirstAnswer('mall/getHome', {}, visitor)).toBeUndefined();
    // The same body with its keys in another order is the same call; another body is not.
    expect(
      takeFirstAnswer('video/getVideoList', { sort: 'hot', page: 2, pageSize: 10 }, visitor),
    ).toBeUndefined();
    expect(takeFirstAnswer('video/getVideoList', { pageSize: 10, page: 1, sort: 'hot' }, visitor)).toEqual({
      data: { list: [{ id: 3 }] },
    });
  });
});
