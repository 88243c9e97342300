import { airtelCode, type AirtelCode } from './airtel-codes.ts';
import type { AirtelReply } from './airtel-http.ts';

export interface AirtelAnswer {
  /** The code that decided: a transaction status, a DP/ESB/ROUTER code, or HTTP<status>. */
  code: string;
  meaning: AirtelCode;
}

const answer = (code: string): AirtelAnswer => ({ code, meaning: airtelCode(code) });
const ambiguous = (code: string): AirtelAnswer => ({
  code,
  meaning: { ...airtelCode(code), verdict: 'ambiguous' },
});

/**
 * What an answer to a request (collection, disbursement, refund) says. A timeout or a 5xx tells
 * nothing, unless it names our transaction id as already known; a non-success ESB code outranks
 * the response code beside it (ESB000041 comes with whatever the first try got); otherwise the
 * DP response code decides, and `status.success` alone means accepted. A 4xx without a code the
 * reference names is a refusal of the request: nothing was processed.
 */
export function readRequestAnswer(httpStatus: number, body: AirtelReply): AirtelAnswer {
  const { result_code: result, response_code: response, success } = body.status ?? {};
  if (httpStatus === 408 || httpStatus >= 500)
    return result === 'ESB000041' ? answer(result) : ambiguous(result ?? `HTTP${httpStatus}`);
  // A disbursement answers synchronously with the transaction's own status (TS/TF).
  const final = finalAnswer(body);
  if (final) return final;
  // TA or TIP: the transaction itself says it is not over, whatever the codes beside it say.
  const transaction = body.data?.transaction?.status;
  if (transaction === 'TA' || transaction === 'TIP') return answer(transaction);
  if (result && result !== 'ESB000010' && airtelCode(result).verdict !== 'ambiguous')
    return answer(result);
  if (response && airtelCode(response).verdict !== 'ambiguous') return answer(response);
  if (result && airtelCode(result).verdict === 'ambiguous') return answer(result);
  const gateway = body.status_code ?? body.error;
  if (httpStatus >= 400)
    return {
      code: gateway ?? `HTTP${httpStatus}`,
      meaning: { ...airtelCode(gateway), verdict: 'failed' },
    };
  if (success === true) return { code: response ?? 'ESB000010', meaning: airtelCode('TIP') };
  return ambiguous(response ?? result ?? `HTTP${httpStatus}`);
}

/**
 * What an enquiry says about the transaction. Only the transaction's own status is final (TS,
 * TF, TE): an error code in the enquiry's answer is about the enquiry, never the payment, and is
 * treated as "not known yet" so the transaction is asked about again.
 */
export function readEnquiryAnswer(httpStatus: number, body: AirtelReply): AirtelAnswer | null {
  return httpStatus === 200 ? finalAnswer(body) : null;
}

/**
 * A final transaction status (TS; TF or TE), told by the DP response code beside it when that
 * code agrees (it names the failure: not enough balance, wrong PIN…); null when not final.
 */
function finalAnswer(body: AirtelReply): AirtelAnswer | null {
  const status = body.data?.transaction?.status ?? '';
  const verdict = airtelCode(status).verdict;
  if (verdict !== 'success' && verdict !== 'failed') return null;
  const response = body.status?.response_code;
  return response && airtelCode(response).verdict === verdict ? answer(response) : answer(status);
}
