/**
 * What the demo history's simulated buyers write, each in their own language: review sentences by
 * how happy they are, refund reasons, and short conversations with a store (the store answers in
 * the buyer's language). User content, so it is not translated; product titles are never quoted.
 * The stores' answers promise only what the app does (sold-out options are greyed out, tracking
 * appears in the order, a refund before the warehouse purchase is immediate).
 */

export type Lang = 'en' | 'de' | 'es' | 'fr' | 'ja' | 'pt' | 'ar';

interface ReviewWords {
  great: string[];
  good: string[];
  mixed: string[];
  bad: string[];
  praise: string[];
  complaint: string[];
  closing: string[];
  /** Between sentences. */
  gap: string;
}

export const REVIEW_WORDS: Record<Lang, ReviewWords> = {
  en: {
    great: [
      'Love it!',
      'Exactly what I was hoping for.',
      'Really happy with this purchase.',
      'Excellent quality for the price.',
      'Five stars, no complaints.',
      'Better than I expected.',
    ],
    good: [
      'Pretty good overall.',
      'Nice, does the job well.',
      'Good value, a few small things aside.',
      'Happy with it, would buy again.',
    ],
    mixed: ["It's okay.", 'Average, nothing special.', 'Decent, but not quite as pictured.'],
    bad: ['Disappointed.', 'Not what I expected.', 'Would not buy again.'],
    praise: [
      'Arrived well packed and on time.',
      'The material feels solid.',
      'The colour matches the photos.',
      'Just as described.',
      'Tracking updates were clear the whole way.',
      'Still works perfectly after a few weeks of daily use.',
    ],
    complaint: [
      'Shipping took longer than I hoped.',
      'The finish has a few rough spots.',
      'Smaller than it looked in the pictures.',
      'The colour is a bit duller in person.',
    ],
    closing: ['Would recommend.', 'Already ordered another one as a gift.', 'Thanks to the seller!'],
    gap: ' ',
  },
  de: {
    great: [
      'Bin begeistert!',
      'Genau das, was ich gesucht habe.',
      'Sehr zufrieden mit dem Kauf.',
      'Top Qualität für den Preis.',
      'Fünf Sterne, keine Beanstandungen.',
      'Besser als erwartet.',
    ],
    good: [
      'Insgesamt gut.',
      'Schön, erfüllt seinen Zweck.',
      'Gutes Preis-Leistungs-Verhältnis, bis auf Kleinigkeiten.',
      'Zufrieden, würde wieder kaufen.',
    ],
    mixed: [
      'Ganz okay.',
      'Durchschnittlich, nichts Besonderes.',
      'In Ordnung, aber nicht ganz wie abgebildet.',
    ],
    bad: ['Enttäuscht.', 'Nicht das, was ich erwartet habe.', 'Würde ich nicht noch einmal kaufen.'],
    praise: [
      'Gut verpackt und pünktlich angekommen.',
      'Das Material fühlt sich hochwertig an.',
      'Die Farbe entspricht den Fotos.',
      'Genau wie beschrieben.',
      'Die Sendungsverfolgung war die ganze Zeit klar.',
      'Funktioniert nach ein paar Wochen täglicher Nutzung einwandfrei.',
    ],
    complaint: [
      'Der Versand hat länger gedauert als gehofft.',
      'Die Verarbeitung hat ein paar raue Stellen.',
      'Kleiner, als es auf den Bildern aussah.',
      'Die Farbe ist in echt etwas matter.',
    ],
    closing: ['Klare Empfehlung.', 'Habe gleich noch eins als Geschenk bestellt.', 'Danke an den Verkäufer!'],
    gap: ' ',
  },
  es: {
    great: [
      '¡Me encanta!',
      'Justo lo que buscaba.',
      'Estoy muy feliz con esta compra.',
      'Excelente calidad por el precio.',
      'Cinco estrellas, sin quejas.',
      'Mejor de lo que esperaba.',
    ],
    good: [
      'Bastante bien en general.',
      'Bonito y cumple su función.',
      'Buena relación calidad-precio, salvo detalles.',
      'Buena compra, volvería a comprar.',
    ],
    mixed: ['Está bien.', 'Normal, nada especial.', 'Correcto, pero no exactamente como en la foto.'],
    bad: ['Una decepción.', 'No es lo que esperaba.', 'No lo volvería a comprar.'],
    praise: [
      'Llegó bien embalado y a tiempo.',
      'El material se siente resistente.',
      'El color es igual que en las fotos.',
      'Tal como se describe.',
      'El seguimiento del envío fue claro en todo momento.',
      'Funciona perfecto tras unas semanas de uso diario.',
    ],
    complaint: [
      'El envío tardó más de lo que esperaba.',
      'El acabado tiene algunas imperfecciones.',
      'Es más pequeño de lo que parecía en las fotos.',
      'El color es un poco más apagado en persona.',
    ],
    closing: ['Lo recomiendo.', 'Ya pedí otro para regalar.', '¡Gracias al vendedor!'],
    gap: ' ',
  },
  fr: {
    great: [
      "J'adore !",
      'Exactement ce que je cherchais.',
      'Achat très réussi.',
      'Excellente qualité pour le prix.',
      'Cinq étoiles, rien à redire.',
      'Mieux que prévu.',
    ],
    good: [
      "Plutôt bien dans l'ensemble.",
      'Joli et fait bien son travail.',
      'Bon rapport qualité-prix, à quelques détails près.',
      'Bon achat, je rachèterai.',
    ],
    mixed: ['Correct.', 'Moyen, rien de spécial.', 'Bien, mais pas tout à fait comme sur la photo.'],
    bad: ['Décevant.', "Pas ce à quoi je m'attendais.", 'Je ne le rachèterai pas.'],
    praise: [
      'Bien emballé et arrivé à temps.',
      'La matière semble solide.',
      'La couleur correspond aux photos.',
      'Conforme à la description.',
      'Le suivi du colis était clair du début à la fin.',
      "Fonctionne parfaitement après quelques semaines d'utilisation quotidienne.",
    ],
    complaint: [
      'La livraison a pris plus de temps que prévu.',
      'Les finitions présentent quelques défauts.',
      "Plus petit qu'il n'y paraît sur les photos.",
      'La couleur est un peu plus terne en vrai.',
    ],
    closing: ['Je recommande.', "J'en ai déjà commandé un autre pour offrir.", 'Merci au vendeur !'],
    gap: ' ',
  },
  ja: {
    great: [
      'とても気に入りました！',
      'まさに探していた通りの商品です。',
      '買ってよかったです。',
      'この値段でこの品質は素晴らしいです。',
      '文句なしの星5つです。',
      '期待以上でした。',
    ],
    good: [
      '全体的に良いです。',
      'きれいで、しっかり使えます。',
      '細かい点を除けばコスパが良いです。',
      '満足です。また買いたいです。',
    ],
    mixed: ['まあまあです。', '普通です。可もなく不可もなく。', '悪くないですが、写真とは少し違いました。'],
    bad: ['残念でした。', '期待していたものと違いました。', 'リピートはしないと思います。'],
    praise: [
      '丁寧に梱包されて、予定通り届きました。',
      '素材がしっかりしています。',
      '色は写真の通りです。',
      '説明通りの商品でした。',
      '配送状況がずっと分かりやすかったです。',
      '数週間毎日使っていますが、問題なく使えています。',
    ],
    complaint: [
      '配送に思ったより時間がかかりました。',
      '仕上げに少し雑なところがあります。',
      '写真で見たより小さかったです。',
      '実物は色が少しくすんでいます。',
    ],
    closing: [
      'おすすめです。',
      'プレゼント用にもう一つ注文しました。',
      'ショップの方、ありがとうございました！',
    ],
    gap: '',
  },
  pt: {
    great: [
      'Amei!',
      'Exatamente o que eu procurava.',
      'Compra muito boa.',
      'Qualidade excelente pelo preço.',
      'Cinco estrelas, sem reclamações.',
      'Melhor do que eu esperava.',
    ],
    good: [
      'No geral, muito bom.',
      'Bonito e cumpre o que promete.',
      'Bom custo-benefício, tirando pequenos detalhes.',
      'Gostei, compraria de novo.',
    ],
    mixed: ['É ok.', 'Mediano, nada de especial.', 'Razoável, mas não exatamente como na foto.'],
    bad: ['Decepcionante.', 'Não era o que eu esperava.', 'Não compraria de novo.'],
    praise: [
      'Chegou bem embalado e no prazo.',
      'O material parece resistente.',
      'A cor é igual às fotos.',
      'Exatamente como descrito.',
      'O rastreamento foi claro o tempo todo.',
      'Funciona perfeitamente depois de algumas semanas de uso diário.',
    ],
    complaint: [
      'A entrega demorou mais do que eu esperava.',
      'O acabamento tem algumas falhas.',
      'É menor do que parecia nas fotos.',
      'A cor é um pouco mais apagada pessoalmente.',
    ],
    closing: ['Recomendo.', 'Já pedi outro para dar de presente.', 'Obrigado ao vendedor!'],
    gap: ' ',
  },
  ar: {
    great: [
      'أحببته كثيرًا!',
      'هذا بالضبط ما كنت أبحث عنه.',
      'جودة ممتازة مقابل السعر.',
      'خمس نجوم بلا أي ملاحظات.',
      'أفضل مما توقعت.',
      'منتج رائع حقًا.',
    ],
    good: [
      'جيد بشكل عام.',
      'جميل ويؤدي الغرض.',
      'قيمة جيدة مقابل السعر باستثناء بعض التفاصيل.',
      'راضٍ عنه وسأشتري مرة أخرى.',
    ],
    mixed: ['لا بأس به.', 'متوسط، لا شيء مميز.', 'مقبول، لكنه ليس تمامًا كما في الصورة.'],
    bad: ['مخيب للآمال.', 'ليس ما توقعته.', 'لن أشتريه مرة أخرى.'],
    praise: [
      'وصل مغلفًا بعناية وفي الموعد.',
      'الخامة متينة.',
      'اللون مطابق للصور.',
      'مطابق تمامًا للوصف.',
      'كان تتبع الشحنة واضحًا طوال الوقت.',
      'يعمل بشكل ممتاز بعد أسابيع من الاستخدام اليومي.',
    ],
    complaint: [
      'استغرق الشحن وقتًا أطول مما كنت آمل.',
      'التشطيب فيه بعض العيوب البسيطة.',
      'أصغر مما بدا في الصور.',
      'اللون باهت قليلًا في الواقع.',
    ],
    closing: ['أنصح به.', 'طلبت قطعة أخرى كهدية.', 'شكرًا للبائع!'],
    gap: ' ',
  },
};

/** Why a buyer asked for their money back: a wrong option, a change of mind, not shipped yet. */
export const REFUND_REASONS: Record<Lang, [wrongOption: string, changedMind: string, notShipped: string]> = {
  en: ['Ordered the wrong option by mistake.', 'Changed my mind, sorry.', 'Still not shipped.'],
  de: [
    'Versehentlich die falsche Variante bestellt.',
    'Habe es mir anders überlegt.',
    'Noch nicht versandt.',
  ],
  es: ['Pedí la opción equivocada por error.', 'He cambiado de opinión.', 'Todavía no se ha enviado.'],
  fr: ["J'ai commandé la mauvaise option par erreur.", "J'ai changé d'avis.", 'Toujours pas expédié.'],
  ja: ['間違った仕様を注文してしまいました。', '気が変わりました。', 'まだ発送されていません。'],
  pt: ['Pedi a opção errada por engano.', 'Mudei de ideia.', 'Ainda não foi enviado.'],
  ar: ['طلبت الخيار الخطأ عن طريق الخطأ.', 'غيرت رأيي.', 'لم يُشحن بعد.'],
};

/** A question to a store, the store's answer and the buyer's thanks. */
/** A buyer's refund request after the parcel arrived, and the store's answer when it declines. */
export const LATE_REFUNDS: Record<Lang, { reason: string; declined: string }> = {
  en: {
    reason: 'Arrived with a scratch on the front.',
    declined: 'Our packing photos show it without a scratch; please send us a photo of the damage.',
  },
  de: {
    reason: 'Kam mit einem Kratzer auf der Vorderseite an.',
    declined: 'Unsere Fotos vom Verpacken zeigen keinen Kratzer. Bitte senden Sie uns ein Foto des Schadens.',
  },
  es: {
    reason: 'Llegó con un arañazo en la parte delantera.',
    declined: 'Nuestras fotos del embalaje lo muestran sin arañazos; envíanos una foto del daño, por favor.',
  },
  fr: {
    reason: 'Arrivé avec une rayure sur le devant.',
    declined:
      "Nos photos d'emballage le montrent sans rayure ; envoyez-nous une photo du dommage, s'il vous plaît.",
  },
  ja: {
    reason: '前面に傷がついた状態で届きました。',
    declined: '梱包時の写真では傷はありません。お手数ですが傷の写真をお送りください。',
  },
  pt: {
    reason: 'Chegou com um risco na frente.',
    declined:
      'As nossas fotos da embalagem mostram o produto sem riscos; envie-nos uma foto do dano, por favor.',
  },
  ar: {
    reason: 'وصل وعليه خدش في الواجهة.',
    declined: 'تُظهر صور التغليف لدينا المنتج دون خدوش؛ يُرجى إرسال صورة للضرر.',
  },
};

/** The store's replies under reviews: thanks for a good one, an apology and a fix for a poor one. */
export const STORE_REPLIES: Record<Lang, { good: string[]; poor: string[] }> = {
  en: {
    good: ['Thank you for the kind review! Enjoy it.', 'So glad you like it. Thanks for shopping with us!'],
    poor: [
      'Sorry it fell short. Message us and we will make it right.',
      'Thanks for telling us; we have passed this on to our packing team.',
    ],
  },
  de: {
    good: [
      'Vielen Dank für die nette Bewertung! Viel Freude damit.',
      'Schön, dass es Ihnen gefällt. Danke für Ihren Einkauf!',
    ],
    poor: [
      'Das tut uns leid. Schreiben Sie uns, wir finden eine Lösung.',
      'Danke für den Hinweis; wir haben ihn an unser Versandteam weitergegeben.',
    ],
  },
  es: {
    good: ['¡Gracias por tu reseña! Que lo disfrutes.', 'Nos alegra que te guste. ¡Gracias por tu compra!'],
    poor: [
      'Sentimos que no cumpliera lo esperado. Escríbenos y lo solucionamos.',
      'Gracias por avisarnos; se lo hemos pasado al equipo de embalaje.',
    ],
  },
  fr: {
    good: [
      'Merci pour votre avis ! Profitez-en bien.',
      'Ravis que cela vous plaise. Merci pour votre achat !',
    ],
    poor: [
      'Désolés que ce ne soit pas à la hauteur. Écrivez-nous, nous allons arranger cela.',
      "Merci de nous l'avoir signalé ; nous l'avons transmis à notre équipe d'emballage.",
    ],
  },
  ja: {
    good: [
      '素敵なレビューをありがとうございます！',
      '気に入っていただけて嬉しいです。ご購入ありがとうございました！',
    ],
    poor: [
      'ご期待に添えず申し訳ございません。メッセージをいただければ対応いたします。',
      'ご指摘ありがとうございます。梱包担当に共有いたしました。',
    ],
  },
  pt: {
    good: ['Obrigado pela avaliação! Aproveite.', 'Que bom que gostou. Obrigado pela compra!'],
    poor: [
      'Lamentamos que não tenha correspondido. Fale conosco e vamos resolver.',
      'Obrigado pelo aviso; já o passamos à nossa equipe de embalagem.',
    ],
  },
  ar: {
    good: ['شكرًا على تقييمك اللطيف! نتمنى أن يعجبك.', 'يسعدنا أنه أعجبك. شكرًا لتسوقك معنا!'],
    poor: ['نأسف لأنه لم يكن كما توقعت. راسلنا وسنصلح الأمر.', 'شكرًا لإخبارنا؛ أبلغنا فريق التغليف بذلك.'],
  },
};

export type ChatScript = [question: string, answer: string, thanks: string];

export const CHAT_SCRIPTS: Record<Lang, ChatScript[]> = {
  en: [
    [
      'Hi! Is this item in stock in the other colours too?',
      'Hello! The options you can select on the product page are in stock right now; greyed-out ones are sold out.',
      'Great, thanks!',
    ],
    [
      'Hello, how long does shipping usually take?',
      'Hi! Once your order is paid we ship it within a day or two, and the tracking number appears in your order as soon as it leaves.',
      'Perfect, thank you.',
    ],
    [
      'Can I still change the option after ordering?',
      'Hi! A paid order cannot be changed, but before we purchase it from the warehouse you can ask for a refund in the order and place a new one.',
      'Understood, thanks for the quick answer.',
    ],
  ],
  de: [
    [
      'Hallo! Gibt es diesen Artikel auch in den anderen Farben?',
      'Hallo! Alle Varianten, die Sie auf der Produktseite auswählen können, sind auf Lager; ausgegraute sind ausverkauft.',
      'Super, danke!',
    ],
    [
      'Hallo, wie lange dauert der Versand normalerweise?',
      'Guten Tag! Nach der Zahlung versenden wir innerhalb von ein bis zwei Tagen, und die Sendungsnummer erscheint in Ihrer Bestellung, sobald das Paket unterwegs ist.',
      'Perfekt, vielen Dank.',
    ],
    [
      'Kann ich die Variante nach der Bestellung noch ändern?',
      'Hallo! Eine bezahlte Bestellung lässt sich nicht ändern, aber bevor wir sie beim Lager einkaufen, können Sie in der Bestellung eine Erstattung anfordern und neu bestellen.',
      'Verstanden, danke für die schnelle Antwort.',
    ],
  ],
  es: [
    [
      '¡Hola! ¿Este artículo está disponible en otros colores?',
      '¡Hola! Las opciones que puede seleccionar en la página del producto están en stock; las que aparecen en gris están agotadas.',
      '¡Genial, gracias!',
    ],
    [
      'Hola, ¿cuánto suele tardar el envío?',
      '¡Hola! Una vez pagado el pedido, lo enviamos en uno o dos días, y el número de seguimiento aparece en su pedido en cuanto sale.',
      'Perfecto, muchas gracias.',
    ],
    [
      '¿Puedo cambiar la opción después de hacer el pedido?',
      'Hola. Un pedido pagado no se puede modificar, pero antes de que lo compremos al almacén puede solicitar un reembolso en el pedido y hacer uno nuevo.',
      'Entendido, gracias por la rápida respuesta.',
    ],
  ],
  fr: [
    [
      "Bonjour ! Cet article existe-t-il dans d'autres couleurs ?",
      'Bonjour ! Les options que vous pouvez choisir sur la page du produit sont en stock ; celles en gris sont épuisées.',
      'Super, merci !',
    ],
    [
      'Bonjour, combien de temps prend la livraison en général ?',
      "Bonjour ! Une fois la commande payée, nous l'expédions sous un à deux jours, et le numéro de suivi apparaît dans votre commande dès le départ du colis.",
      'Parfait, merci beaucoup.',
    ],
    [
      "Puis-je encore changer d'option après avoir commandé ?",
      "Bonjour ! Une commande payée ne peut pas être modifiée, mais avant que nous l'achetions à l'entrepôt, vous pouvez demander un remboursement dans la commande et en passer une nouvelle.",
      'Compris, merci pour la réponse rapide.',
    ],
  ],
  ja: [
    [
      'こんにちは！この商品は他の色もありますか？',
      'こんにちは！商品ページで選択できる仕様はすべて在庫があります。グレー表示のものは売り切れです。',
      '分かりました、ありがとうございます！',
    ],
    [
      '配送にはだいたいどのくらいかかりますか？',
      'お支払い後、1〜2日以内に発送いたします。発送されると追跡番号が注文画面に表示されます。',
      '助かります、ありがとうございます。',
    ],
    [
      '注文後に仕様を変更できますか？',
      'お支払い済みの注文は変更できませんが、倉庫からの仕入れ前であれば注文画面から返金を申請し、改めてご注文いただけます。',
      '了解しました。迅速なご回答ありがとうございます。',
    ],
  ],
  pt: [
    [
      'Oi! Esse produto tem em outras cores?',
      'Olá! As opções que você pode escolher na página do produto estão em estoque; as que aparecem em cinza estão esgotadas.',
      'Ótimo, obrigado!',
    ],
    [
      'Olá, quanto tempo costuma levar a entrega?',
      'Olá! Depois do pagamento, enviamos em um ou dois dias, e o código de rastreio aparece no seu pedido assim que sai.',
      'Perfeito, muito obrigado.',
    ],
    [
      'Posso trocar a opção depois de fazer o pedido?',
      'Olá! Um pedido pago não pode ser alterado, mas antes de comprarmos do armazém você pode pedir o reembolso no pedido e fazer um novo.',
      'Entendi, obrigado pela resposta rápida.',
    ],
  ],
  ar: [
    [
      'مرحبًا! هل يتوفر هذا المنتج بألوان أخرى؟',
      'مرحبًا! الخيارات التي يمكنك اختيارها في صفحة المنتج متوفرة في المخزون، أما الرمادية فقد نفدت.',
      'رائع، شكرًا!',
    ],
    [
      'مرحبًا، كم يستغرق الشحن عادةً؟',
      'أهلًا! بعد الدفع نشحن الطلب خلال يوم أو يومين، ويظهر رقم التتبع في طلبك فور خروجه.',
      'ممتاز، شكرًا جزيلًا.',
    ],
    [
      'هل يمكنني تغيير الخيار بعد الطلب؟',
      'مرحبًا! لا يمكن تعديل الطلب بعد الدفع، لكن قبل أن نشتريه من المستودع يمكنك طلب استرداد المبلغ من صفحة الطلب ثم تقديم طلب جديد.',
      'فهمت، شكرًا على الرد السريع.',
    ],
  ],
};

/** The simulated buyers: a name, a language and where they live (made-up streets, real cities). */
export interface Shopper {
  name: string;
  lang: Lang;
  country: string;
  region: string;
  street: string;
  postcode: string;
  phone: string;
}

export const SHOPPERS: Shopper[] = [
  {
    name: 'Emily Carter',
    lang: 'en',
    country: 'United States',
    region: 'California',
    street: '412 Maple Ave, San Diego',
    postcode: '92101',
    phone: '+1 619 555 0142',
  },
  {
    name: 'James Miller',
    lang: 'en',
    country: 'United States',
    region: 'New York',
    street: '88 Hudson St, New York',
    postcode: '10013',
    phone: '+1 212 555 0187',
  },
  {
    name: 'Olivia Brown',
    lang: 'en',
    country: 'United Kingdom',
    region: 'Greater London',
    street: '17 Elm Row, London',
    postcode: 'N1 7GU',
    phone: '+44 20 7946 0321',
  },
  {
    name: 'Noah Wilson',
    lang: 'en',
    country: 'Canada',
    region: 'Ontario',
    street: '250 King St W, Toronto',
    postcode: 'M5V 1J2',
    phone: '+1 416 555 0119',
  },
  {
    name: 'Ava Johnson',
    lang: 'en',
    country: 'Australia',
    region: 'New South Wales',
    street: '9 Harbour Rd, Sydney',
    postcode: '2000',
    phone: '+61 2 5550 1234',
  },
  {
    name: 'Liam Davis',
    lang: 'en',
    country: 'United States',
    region: 'Texas',
    street: '1200 Oak Lane, Austin',
    postcode: '78701',
    phone: '+1 512 555 0164',
  },
  {
    name: 'Mia Thompson',
    lang: 'en',
    country: 'United States',
    region: 'Washington',
    street: '55 Pine St, Seattle',
    postcode: '98101',
    phone: '+1 206 555 0193',
  },
  {
    name: 'Ethan Clark',
    lang: 'en',
    country: 'United States',
    region: 'Illinois',
    street: '730 Lake Shore Dr, Chicago',
    postcode: '60611',
    phone: '+1 312 555 0108',
  },
  {
    name: 'Chloe Lewis',
    lang: 'en',
    country: 'United Kingdom',
    region: 'Greater Manchester',
    street: '3 Mill Lane, Manchester',
    postcode: 'M1 2AB',
    phone: '+44 161 496 0455',
  },
  {
    name: 'Lucas Walker',
    lang: 'en',
    country: 'United States',
    region: 'Florida',
    street: '21 Palm Ct, Miami',
    postcode: '33130',
    phone: '+1 305 555 0177',
  },
  {
    name: 'Grace Hall',
    lang: 'en',
    country: 'Ireland',
    region: 'Dublin',
    street: '14 Canal View, Dublin',
    postcode: 'D02 X285',
    phone: '+353 1 555 0136',
  },
  {
    name: 'Ryan Young',
    lang: 'en',
    country: 'United States',
    region: 'Colorado',
    street: '640 Aspen Way, Denver',
    postcode: '80202',
    phone: '+1 303 555 0150',
  },
  {
    name: 'Hannah King',
    lang: 'en',
    country: 'Canada',
    region: 'British Columbia',
    street: '19 Cedar Cres, Vancouver',
    postcode: 'V6B 2W9',
    phone: '+1 604 555 0182',
  },
  {
    name: 'Owen Wright',
    lang: 'en',
    country: 'New Zealand',
    region: 'Auckland',
    street: '6 Kauri St, Auckland',
    postcode: '1010',
    phone: '+64 9 555 0147',
  },
  {
    name: 'Zoe Scott',
    lang: 'en',
    country: 'United States',
    region: 'Massachusetts',
    street: '31 Beacon St, Boston',
    postcode: '02108',
    phone: '+1 617 555 0125',
  },
  {
    name: 'Jack Green',
    lang: 'en',
    country: 'United States',
    region: 'Oregon',
    street: '902 Alder St, Portland',
    postcode: '97205',
    phone: '+1 503 555 0169',
  },
  {
    name: 'Lily Baker',
    lang: 'en',
    country: 'United Kingdom',
    region: 'Scotland',
    street: '25 Rose St, Edinburgh',
    postcode: 'EH2 2PR',
    phone: '+44 131 496 0782',
  },
  {
    name: 'Mason Adams',
    lang: 'en',
    country: 'United States',
    region: 'Georgia',
    street: '410 Peach Tree Rd, Atlanta',
    postcode: '30308',
    phone: '+1 404 555 0131',
  },
  {
    name: 'Lukas Müller',
    lang: 'de',
    country: 'Germany',
    region: 'Berlin',
    street: 'Kastanienallee 12, Berlin',
    postcode: '10435',
    phone: '+49 30 5550 1827',
  },
  {
    name: 'Anna Schmidt',
    lang: 'de',
    country: 'Germany',
    region: 'Bayern',
    street: 'Lindenstraße 4, München',
    postcode: '80331',
    phone: '+49 89 5550 3391',
  },
  {
    name: 'Felix Wagner',
    lang: 'de',
    country: 'Austria',
    region: 'Wien',
    street: 'Praterstraße 21, Wien',
    postcode: '1020',
    phone: '+43 1 5550 412',
  },
  {
    name: 'Lea Becker',
    lang: 'de',
    country: 'Germany',
    region: 'Hamburg',
    street: 'Hafenweg 8, Hamburg',
    postcode: '20457',
    phone: '+49 40 5550 7710',
  },
  {
    name: 'Jonas Fischer',
    lang: 'de',
    country: 'Switzerland',
    region: 'Zürich',
    street: 'Seestrasse 33, Zürich',
    postcode: '8002',
    phone: '+41 44 555 06 18',
  },
  {
    name: 'Sofía García',
    lang: 'es',
    country: 'Spain',
    region: 'Madrid',
    street: 'Calle del Prado 15, Madrid',
    postcode: '28014',
    phone: '+34 910 555 213',
  },
  {
    name: 'Mateo López',
    lang: 'es',
    country: 'Mexico',
    region: 'Ciudad de México',
    street: 'Av. Reforma 220, CDMX',
    postcode: '06600',
    phone: '+52 55 5550 4410',
  },
  {
    name: 'Lucía Martínez',
    lang: 'es',
    country: 'Spain',
    region: 'Cataluña',
    street: 'Carrer de Mallorca 88, Barcelona',
    postcode: '08036',
    phone: '+34 930 555 871',
  },
  {
    name: 'Diego Fernández',
    lang: 'es',
    country: 'Argentina',
    region: 'Buenos Aires',
    street: 'Av. Corrientes 1500, Buenos Aires',
    postcode: 'C1042',
    phone: '+54 11 5550 2290',
  },
  {
    name: 'Camille Dubois',
    lang: 'fr',
    country: 'France',
    region: 'Île-de-France',
    street: '12 rue des Lilas, Paris',
    postcode: '75019',
    phone: '+33 1 55 50 12 34',
  },
  {
    name: 'Hugo Laurent',
    lang: 'fr',
    country: 'France',
    region: 'Auvergne-Rhône-Alpes',
    street: '5 quai Saint-Vincent, Lyon',
    postcode: '69001',
    phone: '+33 4 55 50 67 89',
  },
  {
    name: 'Léa Moreau',
    lang: 'fr',
    country: 'Belgium',
    region: 'Bruxelles',
    street: 'Rue Haute 40, Bruxelles',
    postcode: '1000',
    phone: '+32 2 555 01 47',
  },
  {
    name: 'Nathan Girard',
    lang: 'fr',
    country: 'Canada',
    region: 'Québec',
    street: '310 rue Saint-Paul, Montréal',
    postcode: 'H2Y 1H2',
    phone: '+1 514 555 0158',
  },
  {
    name: '佐藤 結衣',
    lang: 'ja',
    country: 'Japan',
    region: '東京都',
    street: '渋谷区神南1-2-3',
    postcode: '150-0041',
    phone: '+81 3 5550 1234',
  },
  {
    name: '鈴木 翔太',
    lang: 'ja',
    country: 'Japan',
    region: '大阪府',
    street: '大阪市北区梅田2-4-9',
    postcode: '530-0001',
    phone: '+81 6 5550 6789',
  },
  {
    name: '高橋 美咲',
    lang: 'ja',
    country: 'Japan',
    region: '神奈川県',
    street: '横浜市中区山下町10',
    postcode: '231-0023',
    phone: '+81 45 555 0312',
  },
  {
    name: 'Beatriz Souza',
    lang: 'pt',
    country: 'Brazil',
    region: 'São Paulo',
    street: 'Rua Augusta 950, São Paulo',
    postcode: '01304-001',
    phone: '+55 11 5550 3321',
  },
  {
    name: 'Gabriel Costa',
    lang: 'pt',
    country: 'Portugal',
    region: 'Lisboa',
    street: 'Rua da Prata 64, Lisboa',
    postcode: '1100-415',
    phone: '+351 21 555 0198',
  },
  {
    name: 'Mariana Lima',
    lang: 'pt',
    country: 'Brazil',
    region: 'Rio de Janeiro',
    street: 'Rua Visconde de Pirajá 300, Rio de Janeiro',
    postcode: '22410-002',
    phone: '+55 21 5550 7764',
  },
  {
    name: 'عمر خالد',
    lang: 'ar',
    country: 'United Arab Emirates',
    region: 'دبي',
    street: 'شارع الوصل 45، دبي',
    postcode: '00000',
    phone: '+971 4 555 0123',
  },
  {
    name: 'ليلى حسن',
    lang: 'ar',
    country: 'Saudi Arabia',
    region: 'الرياض',
    street: 'طريق الملك فهد 210، الرياض',
    postcode: '12211',
    phone: '+966 11 555 0456',
  },
  {
    name: 'يوسف منصور',
    lang: 'ar',
    country: 'Egypt',
    region: 'القاهرة',
    street: 'شارع التحرير 18، القاهرة',
    postcode: '11511',
    phone: '+20 2 5550 7789',
  },
];
