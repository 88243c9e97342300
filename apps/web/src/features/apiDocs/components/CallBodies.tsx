import { useTranslation } from 'react-i18next';
import { openApiCalls } from '@pesa/contract';
import { currentLocale } from '../../../lib/i18n.ts';
import { CodeBlock } from './CodeBlock.tsx';

/** Every /open/v1 call with a body it accepts (the contract's examples, checked by its tests). */
export function CallBodies() {
  // Re-rendered with the language: the summaries are the reference's own, in English or Chinese.
  useTranslation();
  return (
    <>
      {openApiCalls(currentLocale()).map((call) => (
        <div key={call.operationId} className="api-docs-call">
          <h3>
            <code>POST {call.path}</code> {call.summary}
          </h3>
          <CodeBlock code={JSON.stringify(call.example, null, 2)} label={call.path} />
        </div>
      ))}
    </>
  );
}
