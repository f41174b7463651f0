import sharp from 'sharp';
import type { Config } from '#server/config/env.js';
import type { Db } from '#server/db/client.js';
import { persistentSecret } from '#server/lib/secrets.js';
import { userRepository } from '#server/modules/account/index.js';
import { catalogRepository } from '#server/modules/catalog/index.js';
import { kycRepository } from '#server/modules/kyc/index.js';
import { clock } from '#server/lib/clock.js';
import { staffRepository } from '#server/modules/staff/index.js';
import { audit } from '#server/platform/audit/index.js';
import { createFileService } from '#server/platform/storage/file.service.js';
import { createPrivateFiles } from '#server/platform/storage/private-files.js';
import { createMediaStores } from '#server/platform/storage/media-stores.js';

/** The demo sellers' legal names, as on their (specimen) ID cards. */
export const DEMO_SELLER_NAMES = [
  'Lena Hoffmann',
  'Marco Rossi',
  'Aiko Tanaka',
  'Sofia Almeida',
  'Omar Haddad',
  'Emma Laurent',
  'Jan Kowalski',
];

/** A specimen ID card (no text, no real person): a coloured card with a photo box and lines. */
export async function specimen(side: 'front' | 'back', hue: number): Promise<Buffer> {
  const lines = Array.from(
    { length: 4 },
    (_, i) =>
      `<rect x="${side === 'front' ? 250 : 40}" y="${120 + i * 50}" width="${side === 'front' ? 330 : 560}" height="18" rx="9" fill="#ffffff" opacity="0.7"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">
    <rect width="640" height="400" rx="28" fill="hsl(${hue},45%,45%)"/>
    <rect x="0" y="0" width="640" height="70" rx="28" fill="hsl(${hue},45%,32%)"/>
    ${side === 'front' ? '<rect x="40" y="110" width="170" height="220" rx="12" fill="#ffffff" opacity="0.85"/><circle cx="125" cy="190" r="42" fill="hsl(0,0%,70%)"/><rect x="70" y="245" width="110" height="70" rx="35" fill="hsl(0,0%,70%)"/>' : '<rect x="40" y="330" width="560" height="36" fill="#ffffff" opacity="0.85"/>'}
    ${lines}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The demo sellers have passed real-name authentication, through the real steps: each uploads its
 * ID photos into the private folder, submits, and the demo admin passes it (audited).
 */
export async function seedDemoAuths(db: Db, config: Config): Promise<void> {
  const reviewer = await staffRepository.findByEmail(db, config.DEMO_STAFF_EMAIL);
  if (!reviewer) return;
  // The same stores as the app's: the data folder, or the S3 bucket when one is configured.
  const media = await createMediaStores(config);
  const privateFiles = createPrivateFiles(
    media.private,
    persistentSecret(config.MEDIA_URL_SECRET, config.dataDir, 'private-url-secret'),
  );
  const files = createFileService({ db, storage: media.public, privateFiles });
  for (const [i, name] of DEMO_SELLER_NAMES.entries()) {
    const user = await userRepository.findByEmail(db, `store${i + 1}@demo.local`);
    if (!user || (await kycRepository.ofUser(db, user.id))) continue;
    const upload = async (side: 'front' | 'back') => {
      const { url } = await files.saveImage({
        buffer: await specimen(side, (i * 47) % 360),
        folder: 'auth',
        originalName: `id-${side}.png`,
        owner: { userId: user.id },
      });
      return privateFiles.keyOf(url)!;
    };
    // On the demo history's timeline: sent the day after the store opened, passed the day after.
    const opened = (await catalogRepository.storeOfOwner(db, user.id))?.createdAt ?? new Date();
    const day = (n: number) => () => new Date(opened.getTime() + n * 86_400_000);
    const [idFront, idBack] = await clock.run(day(1), async () => [
      await upload('front'),
      await upload('back'),
    ]);
    const row = await clock.run(day(1), () =>
      db.transaction(async (tx) => {
        const sent = await kycRepository.submit(tx, {
          userId: user.id,
          type: 'personal',
          realName: name,
          idNumber: `DEMO${String(100_000 + i * 7_919)}`,
          idFront: idFront!,
          idBack: idBack!,
        });
        await audit.user(
          tx,
          { user, ip: '127.0.0.1' },
          {
            action: 'kyc.submitted',
            targetType: 'user_auth',
            targetId: sent.id,
            detail: { type: 'personal' },
          },
        );
        return sent;
      }),
    );
    await clock.run(day(2), () =>
      db.transaction(async (tx) => {
        await kycRepository.review(tx, row.id, { status: 'passed', reason: null, reviewerId: reviewer.id });
        await audit.staff(
          tx,
          { staff: reviewer, ip: '127.0.0.1' },
          {
            action: 'kyc.passed',
            targetType: 'user_auth',
            targetId: row.id,
            detail: { userId: user.id },
          },
        );
      }),
    );
  }
}
