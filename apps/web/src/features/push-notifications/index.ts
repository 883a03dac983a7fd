export { PushPermissionDialog, PushPermissionHost } from './push-permission-dialog.tsx';
export { startPushNotifications } from './start-push.ts';
export { WebPushOptIn } from './web-push-opt-in.tsx';
