export { NotificationBell } from './NotificationBell';
export { NotificationSettings } from './NotificationSettings';
export { NotificationsScreen } from './NotificationsScreen';
