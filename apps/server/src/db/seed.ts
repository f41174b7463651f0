import { STAFF_ROLES } from '@app/contract';
import type { Config } from '../config/env.js';
import { hashPassword } from '../lib/password.js';
import { staffRepository } from '../modules/admin/staff.repository.js';
import { userRepository } from '../modules/user/user.repository.js';
import type { Db } from './client.js';

export const DEMO_BUYER = {
  email: 'buyer@demo.local',
  password: 'Demo12345',
  nickname: 'Demo Buyer',
  inviteCode: 'DEMO2026',
};

/** Demo data; safe to run on every start (inserts only what is missing). */
export async function seedDemo(db: Db, config: Config): Promise<void> {
  await staffRepository.upsert(db, {
    email: config.DEMO_STAFF_EMAIL,
    passwordHash: await hashPassword(config.DEMO_STAFF_PASSWORD),
    name: 'Demo Admin',
    roles: [...STAFF_ROLES],
  });
  await staffRepository.upsert(db, {
    email: 'support@demo.local',
    passwordHash: await hashPassword(config.DEMO_STAFF_PASSWORD),
    name: 'Demo Support',
    roles: ['support'],
  });
  if (!(await userRepository.findByEmail(db, DEMO_BUYER.email))) {
    await userRepository.insert(db, {
      email: DEMO_BUYER.email,
      passwordHash: await hashPassword(DEMO_BUYER.password),
      nickname: DEMO_BUYER.nickname,
      inviteCode: DEMO_BUYER.inviteCode,
    });
  }
}
