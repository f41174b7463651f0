import type { HelpTranslations } from '@app/contract';

/** The demo help articles: English in title/body, the other 19 languages in translations (decision 31). */
export const DEMO_HELP_ARTICLES: {
  title: string;
  body: string;
  sort: number;
  translations: HelpTranslations;
}[] = [
  {
    title: 'How do I unlock an episode?',
    body: 'The first episodes of every drama are free. Tap a locked episode to see its price and unlock it from your wallet balance; once unlocked, it stays yours. "Unlock all" pays for every episode you have not unlocked yet in one go.',
    sort: 1,
    translations: {
      'zh-CN': {
        title: '如何解锁剧集？',
        body: '每部短剧的前几集均可免费观看。点击已锁定的剧集即可查看价格，并使用您的钱包余额解锁；解锁后永久归您所有。“全部解锁”会一次性支付您尚未解锁的所有剧集。',
      },
      'zh-TW': {
        title: '如何解鎖劇集？',
        body: '每部短劇的前幾集均可免費觀看。點擊已鎖定的劇集即可查看價格，並使用您的錢包餘額解鎖；解鎖後永久歸您所有。「全部解鎖」會一次支付您尚未解鎖的所有劇集。',
      },
      ja: {
        title: 'エピソードのロックを解除するには？',
        body: 'どのドラマも最初の数話は無料です。ロックされたエピソードをタップすると価格が表示され、ウォレット残高で解除できます。解除したエピソードはいつでも視聴できます。「すべて解除」では、まだ解除していないエピソードをまとめて購入できます。',
      },
      ko: {
        title: '에피소드 잠금은 어떻게 해제합니까?',
        body: '모든 드라마의 첫 몇 화는 무료입니다. 잠긴 에피소드를 누르면 가격이 표시되며 지갑 잔액으로 잠금을 해제할 수 있습니다. 한 번 해제한 에피소드는 계속 시청할 수 있습니다. "모두 잠금 해제"는 아직 해제하지 않은 모든 에피소드를 한 번에 결제합니다.',
      },
      de: {
        title: 'Wie schalte ich eine Folge frei?',
        body: 'Die ersten Folgen jedes Dramas sind kostenlos. Tippen Sie auf eine gesperrte Folge, um ihren Preis zu sehen, und schalten Sie sie mit Ihrem Wallet-Guthaben frei; danach gehört sie dauerhaft Ihnen. „Alle freischalten“ bezahlt alle noch nicht freigeschalteten Folgen auf einmal.',
      },
      ar: {
        title: 'كيف أفتح حلقة؟',
        body: 'الحلقات الأولى من كل دراما مجانية. اضغط على حلقة مقفلة لترى سعرها وافتحها من رصيد محفظتك؛ وبعد فتحها تبقى لك. يدفع خيار «فتح الكل» ثمن كل الحلقات التي لم تفتحها بعد دفعة واحدة.',
      },
      ru: {
        title: 'Как открыть серию?',
        body: 'Первые серии каждой дорамы бесплатны. Нажмите на закрытую серию, чтобы увидеть её цену, и откройте её с баланса кошелька; открытая серия остаётся вашей навсегда. «Открыть все» оплачивает сразу все серии, которые вы ещё не открыли.',
      },
      ro: {
        title: 'Cum deblochez un episod?',
        body: 'Primele episoade ale fiecărei drame sunt gratuite. Atinge un episod blocat ca să vezi prețul și deblochează-l din soldul portofelului; odată deblocat, rămâne al tău. „Deblochează tot” plătește dintr-odată toate episoadele pe care nu le-ai deblocat încă.',
      },
      fr: {
        title: 'Comment débloquer un épisode ?',
        body: 'Les premiers épisodes de chaque série sont gratuits. Touchez un épisode verrouillé pour voir son prix et débloquez-le avec le solde de votre portefeuille ; une fois débloqué, il vous appartient. « Tout débloquer » paie en une fois tous les épisodes que vous n’avez pas encore débloqués.',
      },
      tr: {
        title: 'Bir bölümün kilidini nasıl açarım?',
        body: 'Her dizinin ilk bölümleri ücretsizdir. Fiyatını görmek için kilitli bir bölüme dokunun ve kilidini cüzdan bakiyenizle açın; kilidi açılan bölüm sizin olarak kalır. "Tümünün kilidini aç", henüz açmadığınız tüm bölümlerin ücretini tek seferde öder.',
      },
      it: {
        title: 'Come sblocco un episodio?',
        body: 'I primi episodi di ogni drama sono gratuiti. Tocca un episodio bloccato per vederne il prezzo e sbloccalo con il saldo del tuo portafoglio; una volta sbloccato, resta tuo. «Sblocca tutto» paga in una sola volta tutti gli episodi che non hai ancora sbloccato.',
      },
      fi: {
        title: 'Miten avaan jakson?',
        body: 'Jokaisen draaman ensimmäiset jaksot ovat ilmaisia. Napauta lukittua jaksoa nähdäksesi sen hinnan ja avaa se lompakkosi saldolla; avattu jakso pysyy sinun. ”Avaa kaikki” maksaa kerralla kaikki jaksot, joita et ole vielä avannut.',
      },
      es: {
        title: '¿Cómo desbloqueo un episodio?',
        body: 'Los primeros episodios de cada drama son gratis. Toca un episodio bloqueado para ver su precio y desbloquéalo con el saldo de tu monedero; una vez desbloqueado, es tuyo. «Desbloquear todo» paga de una vez todos los episodios que aún no has desbloqueado.',
      },
      da: {
        title: 'Hvordan låser jeg et afsnit op?',
        body: 'De første afsnit af hver serie er gratis. Tryk på et låst afsnit for at se prisen, og lås det op med saldoen i din tegnebog; når det er låst op, er det dit. "Lås alle op" betaler for alle de afsnit, du endnu ikke har låst op, på én gang.',
      },
      nl: {
        title: 'Hoe ontgrendel ik een aflevering?',
        body: 'De eerste afleveringen van elk drama zijn gratis. Tik op een vergrendelde aflevering om de prijs te zien en ontgrendel hem met het saldo van je wallet; eenmaal ontgrendeld blijft hij van jou. "Alles ontgrendelen" betaalt in één keer voor alle afleveringen die je nog niet hebt ontgrendeld.',
      },
      vi: {
        title: 'Làm thế nào để mở khóa một tập?',
        body: 'Những tập đầu của mỗi bộ phim đều miễn phí. Chạm vào một tập bị khóa để xem giá và mở khóa bằng số dư ví của bạn; sau khi mở khóa, tập đó thuộc về bạn. "Mở khóa tất cả" thanh toán một lần cho mọi tập bạn chưa mở khóa.',
      },
      pt: {
        title: 'Como desbloqueio um episódio?',
        body: 'Os primeiros episódios de cada drama são gratuitos. Toque num episódio bloqueado para ver o preço e desbloqueie-o com o saldo da sua carteira; depois de desbloqueado, fica seu. "Desbloquear tudo" paga de uma só vez todos os episódios que você ainda não desbloqueou.',
      },
      id: {
        title: 'Bagaimana cara membuka episode?',
        body: 'Episode pertama setiap drama gratis. Ketuk episode yang terkunci untuk melihat harganya, lalu buka dengan saldo dompet Anda; setelah dibuka, episode itu tetap menjadi milik Anda. "Buka semua" membayar sekaligus semua episode yang belum Anda buka.',
      },
      pl: {
        title: 'Jak odblokować odcinek?',
        body: 'Pierwsze odcinki każdego serialu są bezpłatne. Dotknij zablokowanego odcinka, aby zobaczyć jego cenę, i odblokuj go z salda portfela; po odblokowaniu pozostaje Twój. „Odblokuj wszystko” opłaca naraz wszystkie odcinki, których jeszcze nie odblokowano.',
      },
    },
  },
  {
    title: 'What does VIP include?',
    body: 'While your VIP membership is active you can watch every episode of every drama without unlocking. Buying another period adds its days to your current end date.',
    sort: 2,
    translations: {
      'zh-CN': {
        title: 'VIP 包含哪些权益？',
        body: '在您的 VIP 会员有效期内，您无需解锁即可观看所有短剧的每一集。再次购买会员时，新天数将累加到您当前的到期日之后。',
      },
      'zh-TW': {
        title: 'VIP 包含哪些權益？',
        body: '在您的 VIP 會員有效期間內，您無需解鎖即可觀看所有短劇的每一集。再次購買會員時，新天數將累加到您目前的到期日之後。',
      },
      ja: {
        title: 'VIP の特典は何ですか？',
        body: 'VIP 会員の期間中は、ロックを解除しなくてもすべてのドラマの全エピソードを視聴できます。期間を追加購入すると、その日数が現在の終了日に加算されます。',
      },
      ko: {
        title: 'VIP에는 무엇이 포함됩니까?',
        body: 'VIP 멤버십이 유효한 동안에는 잠금 해제 없이 모든 드라마의 모든 에피소드를 시청할 수 있습니다. 기간을 추가로 구매하면 그 일수가 현재 종료일에 더해집니다.',
      },
      de: {
        title: 'Was ist in VIP enthalten?',
        body: 'Solange Ihre VIP-Mitgliedschaft aktiv ist, können Sie jede Folge jedes Dramas ohne Freischalten ansehen. Wenn Sie einen weiteren Zeitraum kaufen, werden dessen Tage an Ihr aktuelles Enddatum angehängt.',
      },
      ar: {
        title: 'ماذا تتضمن عضوية VIP؟',
        body: 'ما دامت عضويتك في VIP سارية، يمكنك مشاهدة كل حلقة من كل دراما دون فتحها. وعند شراء مدة أخرى تُضاف أيامها إلى تاريخ انتهاء عضويتك الحالي.',
      },
      ru: {
        title: 'Что входит в VIP?',
        body: 'Пока ваше VIP-членство активно, вы можете смотреть все серии всех дорам без открытия. Если вы купите ещё один период, его дни добавятся к текущей дате окончания.',
      },
      ro: {
        title: 'Ce include VIP?',
        body: 'Cât timp abonamentul tău VIP este activ, poți viziona orice episod din orice dramă fără să-l deblochezi. Dacă mai cumperi o perioadă, zilele ei se adaugă la data ta actuală de expirare.',
      },
      fr: {
        title: 'Que comprend le VIP ?',
        body: 'Tant que votre abonnement VIP est actif, vous pouvez regarder tous les épisodes de toutes les séries sans les débloquer. L’achat d’une nouvelle période ajoute ses jours à votre date de fin actuelle.',
      },
      tr: {
        title: 'VIP neleri kapsar?',
        body: 'VIP üyeliğiniz etkin olduğu sürece her dizinin her bölümünü kilit açmadan izleyebilirsiniz. Yeni bir dönem satın aldığınızda günleri mevcut bitiş tarihinize eklenir.',
      },
      it: {
        title: 'Cosa include il VIP?',
        body: 'Finché il tuo abbonamento VIP è attivo, puoi guardare ogni episodio di ogni drama senza sbloccarlo. Se acquisti un altro periodo, i suoi giorni si aggiungono alla tua data di scadenza attuale.',
      },
      fi: {
        title: 'Mitä VIP sisältää?',
        body: 'Kun VIP-jäsenyytesi on voimassa, voit katsoa jokaisen draaman jokaisen jakson avaamatta sitä. Kun ostat uuden jakson, sen päivät lisätään nykyiseen päättymispäivääsi.',
      },
      es: {
        title: '¿Qué incluye VIP?',
        body: 'Mientras tu membresía VIP esté activa, puedes ver todos los episodios de todos los dramas sin desbloquearlos. Si compras otro periodo, sus días se suman a tu fecha de fin actual.',
      },
      da: {
        title: 'Hvad indeholder VIP?',
        body: 'Så længe dit VIP-medlemskab er aktivt, kan du se alle afsnit af alle serier uden at låse dem op. Køber du en ny periode, lægges dens dage til din nuværende slutdato.',
      },
      nl: {
        title: 'Wat houdt VIP in?',
        body: 'Zolang je VIP-lidmaatschap actief is, kun je elke aflevering van elk drama bekijken zonder te ontgrendelen. Koop je nog een periode, dan worden de dagen ervan bij je huidige einddatum opgeteld.',
      },
      vi: {
        title: 'VIP bao gồm những gì?',
        body: 'Khi gói thành viên VIP của bạn còn hiệu lực, bạn có thể xem mọi tập của mọi bộ phim mà không cần mở khóa. Mua thêm một kỳ sẽ cộng số ngày của kỳ đó vào ngày hết hạn hiện tại của bạn.',
      },
      pt: {
        title: 'O que inclui o VIP?',
        body: 'Enquanto a sua assinatura VIP estiver ativa, você pode assistir a todos os episódios de todos os dramas sem desbloqueá-los. Ao comprar outro período, os dias dele são somados à sua data de término atual.',
      },
      id: {
        title: 'Apa saja yang termasuk dalam VIP?',
        body: 'Selama keanggotaan VIP Anda aktif, Anda dapat menonton setiap episode dari setiap drama tanpa membukanya. Membeli periode lain akan menambahkan harinya ke tanggal berakhir Anda saat ini.',
      },
      pl: {
        title: 'Co obejmuje VIP?',
        body: 'Dopóki Twoje członkostwo VIP jest aktywne, możesz oglądać każdy odcinek każdego serialu bez odblokowywania. Zakup kolejnego okresu dodaje jego dni do Twojej obecnej daty zakończenia.',
      },
    },
  },
  {
    title: 'How do I top up my wallet?',
    body: 'Open Wallet, choose Deposit, pick a currency and network, send the amount to the address shown and submit the transaction hash. Your balance is credited once the deposit is confirmed.',
    sort: 3,
    translations: {
      'zh-CN': {
        title: '如何为钱包充值？',
        body: '打开钱包，选择充值，选择币种和网络，将金额转到显示的地址，然后提交交易哈希。充值确认后，金额将计入您的余额。',
      },
      'zh-TW': {
        title: '如何為錢包儲值？',
        body: '開啟錢包，選擇儲值，選擇幣別和網路，將金額轉到顯示的地址，然後提交交易雜湊。儲值確認後，金額將計入您的餘額。',
      },
      ja: {
        title: 'ウォレットにチャージするには？',
        body: 'ウォレットを開いて入金を選び、通貨とネットワークを選択します。表示されたアドレスに金額を送金し、トランザクションハッシュを送信してください。入金が確認されると残高に反映されます。',
      },
      ko: {
        title: '지갑은 어떻게 충전합니까?',
        body: '지갑을 열고 입금을 선택한 다음 통화와 네트워크를 고르십시오. 표시된 주소로 금액을 보내고 거래 해시를 제출하십시오. 입금이 확인되면 잔액에 반영됩니다.',
      },
      de: {
        title: 'Wie lade ich mein Wallet auf?',
        body: 'Öffnen Sie das Wallet, wählen Sie „Einzahlen“, dann eine Währung und ein Netzwerk, senden Sie den Betrag an die angezeigte Adresse und reichen Sie den Transaktions-Hash ein. Ihr Guthaben wird gutgeschrieben, sobald die Einzahlung bestätigt ist.',
      },
      ar: {
        title: 'كيف أشحن محفظتي؟',
        body: 'افتح المحفظة واختر الإيداع، ثم حدّد العملة والشبكة، وأرسل المبلغ إلى العنوان المعروض، وقدّم تجزئة المعاملة. يُضاف المبلغ إلى رصيدك بعد تأكيد الإيداع.',
      },
      ru: {
        title: 'Как пополнить кошелёк?',
        body: 'Откройте кошелёк, выберите пополнение, затем валюту и сеть, отправьте сумму на показанный адрес и укажите хеш транзакции. Баланс пополнится, как только депозит будет подтверждён.',
      },
      ro: {
        title: 'Cum îmi alimentez portofelul?',
        body: 'Deschide Portofelul, alege Depunere, selectează moneda și rețeaua, trimite suma la adresa afișată și introdu hash-ul tranzacției. Soldul tău este creditat după ce depunerea este confirmată.',
      },
      fr: {
        title: 'Comment recharger mon portefeuille ?',
        body: 'Ouvrez le portefeuille, choisissez Dépôt, sélectionnez une devise et un réseau, envoyez le montant à l’adresse affichée puis saisissez le hash de la transaction. Votre solde est crédité dès que le dépôt est confirmé.',
      },
      tr: {
        title: 'Cüzdanıma nasıl para yüklerim?',
        body: 'Cüzdanı açın, Para Yatır seçeneğini seçin, bir para birimi ve ağ belirleyin, tutarı gösterilen adrese gönderin ve işlem hash değerini girin. Yatırma işlemi onaylandığında bakiyenize eklenir.',
      },
      it: {
        title: 'Come ricarico il portafoglio?',
        body: 'Apri il Portafoglio, scegli Deposito, seleziona una valuta e una rete, invia l’importo all’indirizzo mostrato e inserisci l’hash della transazione. Il saldo viene accreditato appena il deposito è confermato.',
      },
      fi: {
        title: 'Miten lisään saldoa lompakkooni?',
        body: 'Avaa Lompakko, valitse Talletus, valitse valuutta ja verkko, lähetä summa näytettyyn osoitteeseen ja anna tapahtuman tiiviste. Saldosi hyvitetään, kun talletus on vahvistettu.',
      },
      es: {
        title: '¿Cómo recargo mi monedero?',
        body: 'Abre el Monedero, elige Depósito, selecciona una moneda y una red, envía el importe a la dirección indicada y envía el hash de la transacción. Tu saldo se abona en cuanto se confirma el depósito.',
      },
      da: {
        title: 'Hvordan fylder jeg min tegnebog op?',
        body: 'Åbn Tegnebog, vælg Indbetaling, vælg en valuta og et netværk, send beløbet til den viste adresse, og indsend transaktionens hash. Din saldo krediteres, når indbetalingen er bekræftet.',
      },
      nl: {
        title: 'Hoe waardeer ik mijn wallet op?',
        body: 'Open Wallet, kies Storten, selecteer een munt en een netwerk, stuur het bedrag naar het getoonde adres en dien de transactiehash in. Je saldo wordt bijgeschreven zodra de storting is bevestigd.',
      },
      vi: {
        title: 'Làm thế nào để nạp tiền vào ví?',
        body: 'Mở Ví, chọn Nạp tiền, chọn loại tiền và mạng, gửi số tiền đến địa chỉ hiển thị rồi gửi mã hash giao dịch. Số dư của bạn được cộng khi khoản nạp được xác nhận.',
      },
      pt: {
        title: 'Como carrego a minha carteira?',
        body: 'Abra a Carteira, escolha Depósito, selecione uma moeda e uma rede, envie o valor para o endereço mostrado e informe o hash da transação. O seu saldo é creditado assim que o depósito for confirmado.',
      },
      id: {
        title: 'Bagaimana cara mengisi dompet saya?',
        body: 'Buka Dompet, pilih Setoran, pilih mata uang dan jaringan, kirim jumlahnya ke alamat yang ditampilkan, lalu kirimkan hash transaksi. Saldo Anda bertambah setelah setoran dikonfirmasi.',
      },
      pl: {
        title: 'Jak doładować portfel?',
        body: 'Otwórz Portfel, wybierz Wpłatę, wybierz walutę i sieć, wyślij kwotę na wyświetlony adres i podaj hash transakcji. Saldo zostanie uznane, gdy wpłata zostanie potwierdzona.',
      },
    },
  },
];
