/** What the console's screenshot scripts share: the server, the viewports, the languages, the browser. */
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { createApiClient } from '@app/contract';
import { outboxScenarios } from '@app/testkit';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

export const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3102';
/** The contract's typed client and the shared scenarios against that server (codes read from its dev outbox). */
export const client = createApiClient({ baseUrl: BASE_URL });
export const kit = outboxScenarios(client);
const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: 'phone', viewport: { width: 412, height: 915 }, isMobile: true },
] as const;
const LOCALES = (process.env.SHOT_LOCALES ?? 'en,ar').split(',');

/**
 * Runs `screens` once per language and viewport in Debian's Chromium, each in a fresh context
 * with the console language set; `shot(name)` saves `<out>/<locale>-<viewport>-<name>.png`.
 */
export async function forEachScreen(
  out: string,
  screens: (page: Page, shot: (name: string) => Promise<void>, phone: boolean) => Promise<void>,
): Promise<void> {
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch(await chromiumLaunchOptions());
  try {
    for (const locale of LOCALES) {
      for (const vp of VIEWPORTS) {
        const context = await browser.newContext({
          viewport: vp.viewport,
          isMobile: vp.isMobile,
          hasTouch: vp.isMobile,
          deviceScaleFactor: 1,
        });
        await context.addInitScript((lng) => localStorage.setItem('adminLanguage', lng), locale);
        const page = await context.newPage();
        await screens(
          page,
          async (name) => {
            await page.waitForLoadState('networkidle');
            await page.waitForTimeout(400); // let antd's motion settle
            await page.screenshot({ path: `${out}/${locale}-${vp.name}-${name}.png` });
          },
          vp.isMobile,
        );
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}
