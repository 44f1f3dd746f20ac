import { PageTitle } from '@advocate/ui-kit';

/** Chatbot messages page (spec 02 §2); its content is built by a later issue. */
export function ChatbotPage() {
  return <PageTitle page="Chatbot" />;
}
