/** The toasts' words (the Toaster loads on first use) in English. */
export const en = {
  notifications: 'Notifications',
  dismiss: 'Dismiss notification',
};
