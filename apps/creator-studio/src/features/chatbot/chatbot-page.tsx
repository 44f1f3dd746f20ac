import { firstErrorText } from '@advocate/api-client';
import { EmptyState, LoadingBar, NextPostTime, PageTitle } from '@advocate/ui-kit';
import { useChatbotMessages } from './api/get-chatbot-messages.ts';
import { chatbotTexts, formatPostTime } from './lib/chatbot-texts.ts';

/**
 * /chatbot (spec 02 §2): the chatbot messages that reach the broadcaster, each with its campaign,
 * command (for chat commands), interval in minutes and next post time, or what the post waits for
 * (decision 704).
 */
export function ChatbotPage() {
  const { data, error } = useChatbotMessages();
  let body;
  if (error)
    body = (
      <p role="alert" className="text-sm text-red-600">
        {firstErrorText(error)}
      </p>
    );
  else if (!data) body = <LoadingBar label={chatbotTexts.loading} />;
  else if (data.length === 0) body = <EmptyState message={chatbotTexts.empty} />;
  else
    body = (
      <>
        <p className="text-sm text-gray-700">{chatbotTexts.intro}</p>
        <ul className="space-y-4">
          {data.map((message) => (
            <li
              key={message.component_id}
              className="rounded-lg bg-white p-4 shadow-sm"
              data-testid={`chatbot-message-${message.component_id}`}
            >
              <h2 className="font-semibold text-secondary">{message.component}</h2>
              <p className="text-xs text-gray-600">
                {chatbotTexts.campaign}: {message.campaign_name}
              </p>
              <p className="mt-3 whitespace-pre-wrap break-words rounded-md bg-secondary-50 p-3 text-sm text-secondary">
                {message.message}
              </p>
              <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-gray-700">
                {message.command ? (
                  <div className="flex gap-1">
                    <dt className="font-medium">{chatbotTexts.command}:</dt>
                    <dd>
                      <code>{message.command}</code>
                    </dd>
                  </div>
                ) : null}
                <div className="flex gap-1">
                  <dt className="font-medium">{chatbotTexts.interval}:</dt>
                  <dd>{chatbotTexts.everyMinutes(message.message_interval)}</dd>
                </div>
                {message.command && !message.next_post && !message.waiting_for ? null : (
                  <div className="flex gap-1">
                    <dt className="font-medium">{chatbotTexts.nextPost}:</dt>
                    <dd>
                      <NextPostTime post={message} format={(iso) => formatPostTime(iso)} fallback={chatbotTexts.notScheduled} />
                    </dd>
                  </div>
                )}
              </dl>
            </li>
          ))}
        </ul>
      </>
    );
  return (
    <div className="space-y-6">
      <PageTitle page={chatbotTexts.title} />
      {body}
    </div>
  );
}
