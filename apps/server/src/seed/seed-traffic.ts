import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { stores, trafficPackages, trafficPlans } from '#server/db/schema/index.js';
import { clock } from '#server/lib/clock.js';
import { catalogRepository } from '#server/modules/catalog/index.js';
import { buyTrafficPackage, trafficRepository } from '#server/modules/traffic/index.js';

const DAY = 86_400_000;

type Words = [name: string, description: string];
/** The demo plans' words: day, week and month, in the 19 languages besides English (decision 32). */
const PLAN_WORDS: Record<string, [Words, Words, Words]> = {
  de: [
    ['Tages-Boost', 'Ihre Produkte erscheinen 1 Tag lang weiter oben auf der Startseite und in der Suche.'],
    ['Wochen-Boost', 'Ihre Produkte erscheinen 7 Tage lang weiter oben auf der Startseite und in der Suche.'],
    [
      'Monats-Boost',
      'Ihre Produkte erscheinen 30 Tage lang weiter oben auf der Startseite und in der Suche.',
    ],
  ],
  fr: [
    ['Boost 1 jour', 'Vos produits remontent sur l’accueil et dans la recherche pendant 1 jour.'],
    ['Boost 1 semaine', 'Vos produits remontent sur l’accueil et dans la recherche pendant 7 jours.'],
    ['Boost 1 mois', 'Vos produits remontent sur l’accueil et dans la recherche pendant 30 jours.'],
  ],
  es: [
    ['Impulso de un día', 'Tus productos aparecen más arriba en el inicio y en la búsqueda durante 1 día.'],
    ['Impulso semanal', 'Tus productos aparecen más arriba en el inicio y en la búsqueda durante 7 días.'],
    ['Impulso mensual', 'Tus productos aparecen más arriba en el inicio y en la búsqueda durante 30 días.'],
  ],
  it: [
    ['Spinta giornaliera', 'I tuoi prodotti salgono nella home e nella ricerca per 1 giorno.'],
    ['Spinta settimanale', 'I tuoi prodotti salgono nella home e nella ricerca per 7 giorni.'],
    ['Spinta mensile', 'I tuoi prodotti salgono nella home e nella ricerca per 30 giorni.'],
  ],
  pt: [
    ['Impulso de um dia', 'Seus produtos aparecem mais acima na página inicial e na busca por 1 dia.'],
    ['Impulso semanal', 'Seus produtos aparecem mais acima na página inicial e na busca por 7 dias.'],
    ['Impulso mensal', 'Seus produtos aparecem mais acima na página inicial e na busca por 30 dias.'],
  ],
  nl: [
    ['Dagboost', 'Je producten staan 1 dag hoger op de startpagina en in de zoekresultaten.'],
    ['Weekboost', 'Je producten staan 7 dagen hoger op de startpagina en in de zoekresultaten.'],
    ['Maandboost', 'Je producten staan 30 dagen hoger op de startpagina en in de zoekresultaten.'],
  ],
  ru: [
    ['Продвижение на день', 'Ваши товары показываются выше на главной и в поиске в течение 1 дня.'],
    ['Продвижение на неделю', 'Ваши товары показываются выше на главной и в поиске в течение 7 дней.'],
    ['Продвижение на месяц', 'Ваши товары показываются выше на главной и в поиске в течение 30 дней.'],
  ],
  tr: [
    ['Günlük öne çıkarma', 'Ürünleriniz 1 gün boyunca ana sayfada ve aramada daha üstte görünür.'],
    ['Haftalık öne çıkarma', 'Ürünleriniz 7 gün boyunca ana sayfada ve aramada daha üstte görünür.'],
    ['Aylık öne çıkarma', 'Ürünleriniz 30 gün boyunca ana sayfada ve aramada daha üstte görünür.'],
  ],
  ar: [
    ['ترويج ليوم', 'تظهر منتجاتك في مرتبة أعلى في الصفحة الرئيسية والبحث لمدة 1 يوم.'],
    ['ترويج لأسبوع', 'تظهر منتجاتك في مرتبة أعلى في الصفحة الرئيسية والبحث لمدة 7 أيام.'],
    ['ترويج لشهر', 'تظهر منتجاتك في مرتبة أعلى في الصفحة الرئيسية والبحث لمدة 30 يومًا.'],
  ],
  ja: [
    ['1日ブースト', '1日間、ホームと検索で商品が上位に表示されます。'],
    ['1週間ブースト', '7日間、ホームと検索で商品が上位に表示されます。'],
    ['1か月ブースト', '30日間、ホームと検索で商品が上位に表示されます。'],
  ],
  ko: [
    ['1일 부스트', '1일 동안 홈과 검색에서 상품이 더 위에 노출됩니다.'],
    ['1주 부스트', '7일 동안 홈과 검색에서 상품이 더 위에 노출됩니다.'],
    ['1개월 부스트', '30일 동안 홈과 검색에서 상품이 더 위에 노출됩니다.'],
  ],
  'zh-CN': [
    ['单日推广', '1 天内，您的商品在首页和搜索中排名更靠前。'],
    ['一周推广', '7 天内，您的商品在首页和搜索中排名更靠前。'],
    ['一个月推广', '30 天内，您的商品在首页和搜索中排名更靠前。'],
  ],
  'zh-TW': [
    ['單日推廣', '1 天內，您的商品在首頁和搜尋中排名更靠前。'],
    ['一週推廣', '7 天內，您的商品在首頁和搜尋中排名更靠前。'],
    ['一個月推廣', '30 天內，您的商品在首頁和搜尋中排名更靠前。'],
  ],
  id: [
    ['Dorongan 1 hari', 'Produk Anda tampil lebih atas di beranda dan pencarian selama 1 hari.'],
    ['Dorongan 1 minggu', 'Produk Anda tampil lebih atas di beranda dan pencarian selama 7 hari.'],
    ['Dorongan 1 bulan', 'Produk Anda tampil lebih atas di beranda dan pencarian selama 30 hari.'],
  ],
  vi: [
    ['Đẩy tin 1 ngày', 'Sản phẩm của bạn được xếp cao hơn ở trang chủ và tìm kiếm trong 1 ngày.'],
    ['Đẩy tin 1 tuần', 'Sản phẩm của bạn được xếp cao hơn ở trang chủ và tìm kiếm trong 7 ngày.'],
    ['Đẩy tin 1 tháng', 'Sản phẩm của bạn được xếp cao hơn ở trang chủ và tìm kiếm trong 30 ngày.'],
  ],
  fi: [
    ['Päivän nosto', 'Tuotteesi näkyvät etusivulla ja haussa ylempänä 1 päivän ajan.'],
    ['Viikon nosto', 'Tuotteesi näkyvät etusivulla ja haussa ylempänä 7 päivän ajan.'],
    ['Kuukauden nosto', 'Tuotteesi näkyvät etusivulla ja haussa ylempänä 30 päivän ajan.'],
  ],
  da: [
    ['Dagsboost', 'Dine produkter vises højere på forsiden og i søgningen i 1 dag.'],
    ['Ugeboost', 'Dine produkter vises højere på forsiden og i søgningen i 7 dage.'],
    ['Månedsboost', 'Dine produkter vises højere på forsiden og i søgningen i 30 dage.'],
  ],
  pl: [
    ['Promowanie na dzień', 'Twoje produkty są wyżej na stronie głównej i w wyszukiwaniu przez 1 dzień.'],
    ['Promowanie na tydzień', 'Twoje produkty są wyżej na stronie głównej i w wyszukiwaniu przez 7 dni.'],
    ['Promowanie na miesiąc', 'Twoje produkty są wyżej na stronie głównej i w wyszukiwaniu przez 30 dni.'],
  ],
  ro: [
    ['Promovare o zi', 'Produsele tale apar mai sus pe pagina principală și în căutare timp de 1 zi.'],
    [
      'Promovare o săptămână',
      'Produsele tale apar mai sus pe pagina principală și în căutare timp de 7 zile.',
    ],
    [
      'Promovare o lună',
      'Produsele tale apar mai sus pe pagina principală și în căutare timp de 30 de zile.',
    ],
  ],
};

/** The demo catalogue (staff change it in the console): a day, a week and a month of visibility. */
export const DEMO_TRAFFIC_PLANS = [
  {
    name: 'Day boost',
    description: 'Your products rank higher in home and search for 1 day.',
    price: 299,
    unit: 'day' as const,
    count: 1,
    sort: 1,
  },
  {
    name: 'Week boost',
    description: 'Your products rank higher in home and search for 7 days.',
    price: 1_499,
    unit: 'week' as const,
    count: 1,
    sort: 2,
  },
  {
    name: 'Month boost',
    description: 'Your products rank higher in home and search for 30 days.',
    price: 4_999,
    unit: 'month' as const,
    count: 1,
    sort: 3,
  },
];

/**
 * Who bought what, and when (days before seeding): the first demo store runs a month boost bought 3
 * days ago, the second had a week boost that ended a week ago.
 */
export const DEMO_TRAFFIC_PURCHASES = [
  { store: 'Urban Threads', plan: 'Month boost', daysAgo: 3 },
  { store: 'Gadget Harbor', plan: 'Week boost', daysAgo: 14 },
];

/** Impressions a boosted store's products got on one day of the demo (deterministic, not random). */
const impressionsOn = (storeId: number, day: number) => 180 + ((storeId * 37 + day * 53) % 140);

/**
 * The traffic plan catalogue and the demo stores' packages, bought through the purchase flow at
 * their simulated time (decision 26), with the impressions their days delivered counted by the
 * catalog's own counting (what buyers' list reads call). Once only.
 */
export async function seedTraffic(db: Db) {
  const [anyPlan] = await db.select({ id: trafficPlans.id }).from(trafficPlans).limit(1);
  if (!anyPlan) {
    await db.insert(trafficPlans).values(
      DEMO_TRAFFIC_PLANS.map((p, i) => ({
        ...p,
        translations: Object.fromEntries(
          Object.entries(PLAN_WORDS).map(([locale, words]) => [
            locale,
            { title: words[i]![0], body: words[i]![1] },
          ]),
        ),
      })),
    );
  }
  const [bought] = await db
    .select({ id: trafficPackages.id })
    .from(trafficPackages)
    .where(isNotNull(trafficPackages.planId))
    .limit(1);
  if (bought) return;
  const plans = await trafficRepository.plans(db, { activeOnly: true });
  const now = Date.now();
  for (const purchase of DEMO_TRAFFIC_PURCHASES) {
    const [store] = await db
      .select()
      .from(stores)
      .where(and(eq(stores.name, purchase.store), eq(stores.status, 'normal')));
    const plan = plans.find((p) => p.name === purchase.plan);
    if (!store || !plan) continue;
    const at = now - purchase.daysAgo * DAY;
    const { pkg } = await clock.run(
      () => new Date(at),
      () =>
        db.transaction((tx) =>
          buyTrafficPackage(tx, { store, plan, transferId: `demo:traffic:s${store.id}:${plan.id}` }),
        ),
    );
    // Each day it ran (until now), the day's impressions, counted at that day's moment.
    const end = Math.min(pkg.endsAt.getTime(), now);
    for (let day = 0, t = pkg.startsAt.getTime(); t < end; day++, t += DAY) {
      const shown = Math.min(t + DAY / 2, end - 60_000);
      await catalogRepository.countImpressions(
        db,
        new Map([[store.id, impressionsOn(store.id, day)]]),
        new Date(shown),
      );
    }
  }
}
