export { NOTIFICATIONS_PATH, NotificationBell } from "./notification-bell.tsx";
