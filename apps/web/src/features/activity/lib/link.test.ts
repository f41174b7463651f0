import { describe, expect, it } from 'vitest';
import { resolveCampaignLink } from './link';

const ORIGIN = 'https://shop.example';

describe('resolveCampaignLink', () => {
  it('keeps in-app paths in the app', () => {
    expect(resolveCampaignLink('/vip/activate', ORIGIN)).toEqual({ kind: 'route', path: '/vip/activate' });
    expect(resolveCampaignLink('  /tv/detail?id=3 ', ORIGIN)).toEqual({
      kind: 'route',
      path: '/tv/detail?id=3',
    });
  });

  it('treats a full URL of this site as an in-app path', () => {
    expect(resolveCampaignLink('https://shop.example/tv/hot?x=1#top', ORIGIN)).toEqual({
      kind: 'route',
      path: '/tv/hot?x=1#top',
    });
  });

  it('opens other http(s) sites in a new tab', () => {
    expect(resolveCampaignLink('https://partner.example/promo', ORIGIN)).toEqual({
      kind: 'external',
      url: 'https://partner.example/promo',
    });
    expect(resolveCampaignLink('http://partner.example', ORIGIN)).toEqual({
      kind: 'external',
      url: 'http://partner.example/',
    });
  });

  it('makes blank, unsafe or unreadable links plain', () => {
    for (const link of [
      '',
      '   ',
      'javascript:alert(1)',
      'data:text/html,hi',
      '//evil.example/x',
      '/\\evil',
      'promo',
    ]) {
      expect(resolveCampaignLink(link, ORIGIN)).toEqual({ kind: 'none' });
    }
  });
});
