// The one module that imports antd-mobile's Toast for the shell (`lib/toast.ts` loads it lazily).
export { Toast } from 'antd-mobile';
