import { List } from 'antd-mobile';
import { FileOutline, LockOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SIGNUP_LEGAL_KINDS } from '@app/contract';
import { useMyConsents } from '#web/features/legal/api/legal';
import { formatLegalDate, LegalDocument } from './legal-document';

export interface AboutPaths {
  membership: string;
  privacy: string;
}

/** `/about`: the about page, then the agreements, with the versions the signed-in user accepted. */
export function AboutScreen({ paths, signedIn }: { paths: AboutPaths; signedIn: boolean }) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const consents = useMyConsents(signedIn);
  const accepted = (kind: (typeof SIGNUP_LEGAL_KINDS)[number]) => {
    const row = consents.data?.list.find((c) => c.kind === kind);
    if (!row) return undefined;
    return (
      <span className="legal-accepted" data-testid={`accepted-${kind}`} dir="auto">
        {t('legal.about.accepted', { version: row.version, date: formatLegalDate(row.acceptedAt) })}
        {row.currentVersion && row.currentVersion > row.version ? (
          <span className="legal-accepted__newer">
            {t('legal.about.newer', { version: row.currentVersion })}
          </span>
        ) : null}
      </span>
    );
  };
  return (
    <div className="legal-page">
      <LegalDocument kind="about" />
      <List className="menu-list" header={t('legal.about.documents')}>
        {SIGNUP_LEGAL_KINDS.map((kind) => (
          <List.Item
            key={kind}
            prefix={kind === 'membership' ? <FileOutline /> : <LockOutline />}
            description={accepted(kind)}
            onClick={() => void navigate(paths[kind])}
          >
            {t(`legal.route.${kind}`)}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
