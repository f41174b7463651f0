export { LegalDocument } from './components/legal-document';
export { LegalSheet, useOpenLegal, LEGAL_PARAM } from './components/legal-sheet';
export { AboutScreen, type AboutPaths } from './components/about-screen';
export { useLegalDocument, useRefreshLegal } from './api/legal';
