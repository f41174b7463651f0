import { NavBar, Popup } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LEGAL_KINDS, type LegalKind } from '@app/contract';
import { LegalDocument } from './legal-document';

/** The search parameter that opens a legal page over a form (`?legal=membership`). */
export const LEGAL_PARAM = 'legal';

function isLegalKind(value: string | null): value is LegalKind {
  return (LEGAL_KINDS as readonly string[]).includes(value ?? '');
}

/** Opens a legal page over the current screen: a history entry, so Back closes it and the form below keeps what was typed. */
export function useOpenLegal() {
  const [, setParams] = useSearchParams();
  return (kind: LegalKind) =>
    setParams((params) => {
      const next = new URLSearchParams(params);
      next.set(LEGAL_PARAM, kind);
      return next;
    });
}

/**
 * A full-screen legal page over a form that must stay mounted (sign-up): opened by `?legal=<kind>`,
 * closed by Back (the browser's or the bar's).
 */
export function LegalSheet() {
  const { t } = useTranslation('content');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const kind = params.get(LEGAL_PARAM);
  const open = isLegalKind(kind);
  const close = () => {
    // Opened from the form: step back; opened from a shared link: drop the parameter.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.delete(LEGAL_PARAM);
          return next;
        },
        { replace: true },
      );
  };
  return (
    <Popup
      visible={open}
      position="right"
      bodyClassName="legal-sheet"
      destroyOnClose
      onClose={close}
      bodyStyle={{ inlineSize: '100vw' }}
    >
      <NavBar className="app-navbar" onBack={close} backIcon>
        {open ? t(`legal.route.${kind}`) : null}
      </NavBar>
      <div className="legal-sheet__body" data-testid="legal-sheet">
        {open ? <LegalDocument kind={kind} /> : null}
      </div>
    </Popup>
  );
}
