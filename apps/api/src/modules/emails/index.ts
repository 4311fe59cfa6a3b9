export { emailsSubscriber } from './email-catalogue';
export { registerEmailsRoutes } from './emails.routes';
export { queueOrderCancelledMail, queuePaymentReceivedMail } from './order-mails';
export { composeMail, composeMails, isMailDeliveryConfigured, type MailRequest, sendEmail } from './send-email';
