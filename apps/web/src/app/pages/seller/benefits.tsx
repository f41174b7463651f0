import { LegalDocument } from '#web/features/legal';

/** `/seller/settings/benefits`: the store benefits page staff write in the console (20 languages). */
export default function SellerBenefitsPage() {
  return <LegalDocument kind="storeBenefits" />;
}
