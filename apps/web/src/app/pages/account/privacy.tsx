import { LegalDocument } from '#web/features/legal';

/** `/about/privacy`: the Privacy Policy, current version. */
export default function PrivacyPage() {
  return <LegalDocument kind="privacy" />;
}
