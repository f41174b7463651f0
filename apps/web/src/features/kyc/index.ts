// Real-name authentication (spec §3): the form, its status, and the screen of `/vip/auth`.
export { RealNameScreen } from './components/real-name-screen';
export { RealNameForm } from './components/real-name-form';
export { RealNameStatus, AuthStatusTag } from './components/real-name-status';
export { useUserAuth, useUploadAuthImage } from './api/kyc';
