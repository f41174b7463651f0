import {
  inReaderLanguage,
  trafficDays,
  trafficState,
  type AdminTrafficPlan,
  type Locale,
  type TrafficPackage,
  type TrafficPlan,
} from '@app/contract';
import type { TrafficPackageRow, TrafficPlanRow } from './traffic.repository.js';

/** A plan's name and description in the reader's language, or English (decision 32). */
function planWords(plan: TrafficPlanRow, locale: Locale) {
  const shown = inReaderLanguage(
    plan.translations[locale],
    { title: plan.name, body: plan.description },
    locale,
  );
  return { name: shown.text.title, description: shown.text.body };
}

export function toPlan(plan: TrafficPlanRow, locale: Locale): TrafficPlan {
  return {
    id: plan.id,
    ...planWords(plan, locale),
    price: plan.price,
    unit: plan.unit,
    count: plan.count,
    days: trafficDays(plan.unit, plan.count),
  };
}

export function toPackage(
  pkg: TrafficPackageRow,
  plan: TrafficPlanRow | null | undefined,
  locale: Locale,
  now = Date.now(),
): TrafficPackage {
  const state = trafficState(pkg, now);
  const end = pkg.endsAt.getTime();
  const remainingMs = state === 'ended' ? 0 : end - Math.max(now, pkg.startsAt.getTime());
  return {
    id: pkg.id,
    name: plan ? planWords(plan, locale).name : pkg.name,
    purchasedAt: pkg.purchasedAt.toISOString(),
    startsAt: pkg.startsAt.toISOString(),
    endsAt: pkg.endsAt.toISOString(),
    remainingSeconds: Math.floor(remainingMs / 1000),
    price: pkg.price,
    impressions: pkg.impressions,
    state,
  };
}

export function toAdminPlan(plan: TrafficPlanRow, sold = { sold: 0, revenue: 0 }): AdminTrafficPlan {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    translations: plan.translations,
    price: plan.price,
    unit: plan.unit,
    count: plan.count,
    days: trafficDays(plan.unit, plan.count),
    active: plan.active,
    sort: plan.sort,
    sold: sold.sold,
    revenue: sold.revenue,
    updatedAt: plan.updatedAt.toISOString(),
  };
}
