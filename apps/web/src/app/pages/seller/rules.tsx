import { LegalDocument } from '#web/features/legal';

/** `/seller/settings/rules`: the store rules staff write in the console (20 languages). */
export default function SellerRulesPage() {
  return <LegalDocument kind="storeRules" />;
}
