import type { CampaignKey, Locale } from '@app/contract';

type Words = [title: string, subtitle: string, cta: string];

/**
 * The demo campaigns' words in all 20 languages (platform content, DESIGN §2). They promise no
 * figure: the page shows the live vouchers and prices from their own records.
 */
export const CAMPAIGN_TEXTS: Record<CampaignKey, Record<Locale, Words>> = {
  halloween: {
    en: ['Halloween Treats', 'Spooky deals and chilling dramas from our stores', 'See the treats'],
    'zh-CN': ['万圣节好礼', '来自各店铺的惊悚好物与惊悚短剧', '查看好礼'],
    'zh-TW': ['萬聖節好禮', '來自各店鋪的驚悚好物與驚悚短劇', '查看好禮'],
    ja: ['ハロウィンのごちそう', 'ストアの怖いお得品とぞくっとするドラマ', 'お得品を見る'],
    ko: ['할로윈 선물', '매장의 으스스한 특가와 오싹한 드라마', '특가 보기'],
    de: [
      'Halloween-Leckerbissen',
      'Schaurige Angebote und gruselige Dramen aus unseren Shops',
      'Angebote ansehen',
    ],
    ar: ['هدايا الهالوين', 'عروض مخيفة ودراما مرعبة من متاجرنا', 'شاهد العروض'],
    ru: ['Угощения на Хэллоуин', 'Жуткие скидки и леденящие дорамы от наших магазинов', 'Смотреть скидки'],
    ro: [
      'Bunătăți de Halloween',
      'Oferte înfricoșătoare și drame cutremurătoare din magazinele noastre',
      'Vezi ofertele',
    ],
    fr: ['Douceurs d’Halloween', 'Offres effrayantes et dramas glaçants de nos boutiques', 'Voir les offres'],
    tr: [
      'Cadılar Bayramı İkramları',
      'Mağazalarımızdan ürkütücü fırsatlar ve tüyler ürpertici diziler',
      'Fırsatları görün',
    ],
    it: [
      'Dolcetti di Halloween',
      'Offerte da brivido e drama agghiaccianti dai nostri negozi',
      'Guarda le offerte',
    ],
    fi: [
      'Halloweenin herkut',
      'Kauhean hyviä tarjouksia ja karmivia draamoja kaupoistamme',
      'Katso tarjoukset',
    ],
    es: [
      'Dulces de Halloween',
      'Ofertas de miedo y dramas escalofriantes de nuestras tiendas',
      'Ver ofertas',
    ],
    da: ['Halloween-godbidder', 'Uhyggelige tilbud og gysende dramaer fra vores butikker', 'Se tilbuddene'],
    nl: [
      'Halloween-traktaties',
      'Griezelige deals en huiveringwekkende drama’s uit onze winkels',
      'Bekijk de deals',
    ],
    vi: ['Quà Halloween', 'Ưu đãi rùng rợn và phim ly kỳ từ các cửa hàng', 'Xem ưu đãi'],
    pt: ['Doces de Halloween', 'Ofertas assustadoras e dramas arrepiantes das nossas lojas', 'Ver ofertas'],
    id: ['Suguhan Halloween', 'Penawaran seram dan drama mencekam dari toko kami', 'Lihat penawaran'],
    pl: [
      'Słodkości na Halloween',
      'Straszne okazje i mrożące krew w żyłach dramy z naszych sklepów',
      'Zobacz okazje',
    ],
  },
  christmas: {
    en: ['Christmas Market', 'Gifts from our stores and dramas for cosy nights', 'Shop gifts'],
    'zh-CN': ['圣诞市集', '各店铺的礼物与温馨夜晚的短剧', '选购礼物'],
    'zh-TW': ['聖誕市集', '各店鋪的禮物與溫馨夜晚的短劇', '選購禮物'],
    ja: ['クリスマスマーケット', 'ストアのギフトと、心温まる夜のドラマ', 'ギフトを探す'],
    ko: ['크리스마스 마켓', '매장의 선물과 포근한 밤을 위한 드라마', '선물 쇼핑하기'],
    de: [
      'Weihnachtsmarkt',
      'Geschenke aus unseren Shops und Dramen für gemütliche Abende',
      'Geschenke finden',
    ],
    ar: ['سوق عيد الميلاد', 'هدايا من متاجرنا ودراما لليالٍ دافئة', 'تسوّق الهدايا'],
    ru: [
      'Рождественская ярмарка',
      'Подарки от наших магазинов и дорамы для уютных вечеров',
      'Выбрать подарки',
    ],
    ro: [
      'Târg de Crăciun',
      'Cadouri din magazinele noastre și drame pentru serile liniștite',
      'Alege cadouri',
    ],
    fr: [
      'Marché de Noël',
      'Des cadeaux de nos boutiques et des dramas pour les soirées douillettes',
      'Choisir des cadeaux',
    ],
    tr: ['Noel Pazarı', 'Mağazalarımızdan hediyeler ve sıcak geceler için diziler', 'Hediye alışverişi'],
    it: ['Mercatino di Natale', 'Regali dai nostri negozi e drama per serate accoglienti', 'Scegli i regali'],
    fi: ['Joulumarkkinat', 'Lahjoja kaupoistamme ja draamoja kodikkaisiin iltoihin', 'Valitse lahjat'],
    es: [
      'Mercado de Navidad',
      'Regalos de nuestras tiendas y dramas para noches acogedoras',
      'Elige regalos',
    ],
    da: ['Julemarked', 'Gaver fra vores butikker og dramaer til hyggelige aftener', 'Find gaver'],
    nl: ['Kerstmarkt', 'Cadeaus uit onze winkels en drama’s voor gezellige avonden', 'Shop cadeaus'],
    vi: ['Chợ Giáng sinh', 'Quà tặng từ các cửa hàng và phim cho những đêm ấm áp', 'Mua quà'],
    pt: [
      'Mercado de Natal',
      'Presentes das nossas lojas e dramas para noites aconchegantes',
      'Escolher presentes',
    ],
    id: ['Pasar Natal', 'Hadiah dari toko kami dan drama untuk malam yang hangat', 'Belanja hadiah'],
    pl: [
      'Jarmark świąteczny',
      'Prezenty z naszych sklepów i dramy na przytulne wieczory',
      'Wybierz prezenty',
    ],
  },
};
