/**
 * What the M-Pesa Tanzania wire simulator does with a payment, by the customer's MSISDN: the
 * documented sandbox values (RAILS-MOBILE-MONEY §1.9) and our own magic numbers, the last three
 * digits of a real 2557… number (docs/rails.md "Vodacom M-Pesa Tanzania"). `reply` is the
 * immediate answer's code; `result` the final one (callback and status query); `callbacks` how
 * many times the result is posted; `exists` whether a status query ever finds the transaction.
 */
export interface SimulatedOutcome {
  reply: string;
  result: string | null;
  callbacks: 0 | 1 | 2;
  exists: boolean;
}

const normal = (result: string): SimulatedOutcome => ({
  reply: 'INS-0',
  result,
  callbacks: 1,
  exists: true,
});
const refused = (reply: string): SimulatedOutcome => ({
  reply,
  result: null,
  callbacks: 0,
  exists: false,
});

/** Magic endings of a real number; anything else succeeds. */
export const MAGIC_ENDINGS: Readonly<Record<string, SimulatedOutcome>> = {
  '901': normal('INS-2006'), // insufficient funds
  '902': normal('INS-2001'), // wrong PIN
  '903': normal('INS-9'), // the customer never answers the prompt
  '904': { ...normal('INS-0'), callbacks: 2 }, // the callback comes twice
  '905': { reply: 'INS-0', result: null, callbacks: 0, exists: true }, // never answers
  '906': { reply: 'INS-1', result: 'INS-0', callbacks: 0, exists: true }, // ambiguous, then paid
  '907': { ...normal('INS-0'), callbacks: 0 }, // paid, the callback lost
  '908': normal('INS-5'), // cancelled on the phone
};

const C2B_SANDBOX: Record<string, SimulatedOutcome> = {
  '000000000001': normal('INS-0'),
  '000000000002': refused('INS-9'),
  '000000000003': normal('INS-9'),
  '000000000004': normal('INS-6'),
  '000000000005': refused('INS-1'),
  '000000000006': normal('INS-6'),
  '000000000007': refused('INS-15'),
  '000000000008': normal('INS-2006'),
  '000000000009': refused('INS-16'),
};

const B2C_SANDBOX: Record<string, SimulatedOutcome> = {
  '000000000001': normal('INS-0'),
  '000000000002': refused('INS-1'),
  '000000000003': normal('INS-6'),
  '000000000004': refused('INS-9'),
  '000000000005': refused('INS-15'),
  '000000000006': normal('INS-2006'),
  '000000000007': refused('INS-16'),
};

export function simulatedOutcome(kind: 'c2b' | 'b2c', msisdn: string): SimulatedOutcome {
  const sandbox = (kind === 'c2b' ? C2B_SANDBOX : B2C_SANDBOX)[msisdn];
  return sandbox ?? MAGIC_ENDINGS[msisdn.slice(-3)] ?? normal('INS-0');
}

/** The HTTP status the reference gives each code (§1.4 table; others 400). */
export function httpStatusOf(code: string, created: boolean): number {
  const special: Record<string, number> = {
    'INS-0': created ? 201 : 200,
    'INS-5': 401,
    'INS-6': 401,
    'INS-9': 408,
    'INS-10': 409,
    'INS-16': 503,
    'INS-2006': 422,
  };
  return special[code] ?? 400;
}

const DESCRIPTIONS: Record<string, string> = {
  'INS-0': 'Request processed successfully',
  'INS-1': 'Internal Error',
  'INS-2': 'Invalid API Key',
  'INS-5': 'Transaction cancelled by customer',
  'INS-6': 'Transaction Failed',
  'INS-9': 'Request timeout',
  'INS-10': 'Duplicate Transaction',
  'INS-13': 'Invalid Shortcode Used',
  'INS-15': 'Invalid Amount Used',
  'INS-16': 'Unable to handle the request due to a temporary overloading',
  'INS-17': 'Invalid Transaction Reference. Length Should Be Between 1 and 20.',
  'INS-18': 'Invalid TransactionID Used',
  'INS-20': 'Not All Parameters Provided. Please try again.',
  'INS-21': 'Parameter validations failed. Please try again.',
  'INS-23': 'Transaction not found. Contact M-Pesa Support',
  'INS-26': 'Invalid Currency Used',
  'INS-28': 'Invalid ThirdPartyConversationID Used',
  'INS-30': 'Invalid Purchased Items Description Used',
  'INS-31': 'Invalid Payment Items Description Used',
  'INS-989': 'Session Creation Failed',
  'INS-998': 'Invalid Market',
  'INS-2001': 'Initiator authentication error',
  'INS-2006': 'Insufficient balance',
  'INS-2051': 'MSISDN invalid.',
};

export function describeCode(code: string): string {
  return DESCRIPTIONS[code] ?? 'Transaction Failed';
}

/** The status query's word for a final result code. */
export function statusOf(result: string): string {
  if (result === 'INS-0') return 'Completed';
  if (result === 'INS-9') return 'Expired';
  if (result === 'INS-5') return 'Cancelled';
  return 'Failed';
}
