import { describe, expect, it } from 'vitest';
import { isAppNavigation, isHashedAsset, isMediaPicture } from './routes';

describe('what the service worker answers', () => {
  it('answers navigations to the web app, never the console, the API, signed episodes or files', () => {
    for (const path of ['/', '/mall', '/mall/product/12', '/tv/video', '/vip/member', '/choose-location']) {
      expect(isAppNavigation(path), path).toBe(true);
    }
    for (const path of [
      '/admin',
      '/admin/',
      '/admin/users/3',
      '/v1/docs',
      '/v1/file/private/kyc/a.png',
      '/hls/12/master.m3u8',
      '/media/uploads/a.png',
      '/healthz',
      '/readyz',
      '/sw.js',
      '/manifest.webmanifest',
    ]) {
      expect(isAppNavigation(path), path).toBe(false);
    }
  });

  it("caches the build's hashed files and public pictures, nothing of the API or signed URLs", () => {
    expect(isHashedAsset('/assets/home-h1A2.js')).toBe(true);
    expect(isHashedAsset('/assets/grid-g1.css')).toBe(true);
    expect(isHashedAsset('/admin/assets/index-1.js')).toBe(false);
    expect(isHashedAsset('/sw.js')).toBe(false);
    expect(isMediaPicture('/media/uploads/goods/1a2b.webp')).toBe(true);
    expect(isMediaPicture('/media/banner.JPG')).toBe(true);
    for (const path of [
      '/media/uploads/clip.mp4',
      '/v1/file/private/kyc/a.png',
      '/hls/3/seg-1.ts',
      '/media/../x.png',
    ]) {
      expect(isMediaPicture(path), path).toBe(false);
      expect(isHashedAsset(path), path).toBe(false);
    }
  });
});
