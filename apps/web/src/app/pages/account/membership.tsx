import { LegalDocument } from '#web/features/legal';

/** `/about/membership`: the Membership Agreement, current version. */
export default function MembershipPage() {
  return <LegalDocument kind="membership" />;
}
