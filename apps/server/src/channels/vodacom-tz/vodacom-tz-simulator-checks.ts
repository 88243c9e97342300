/**
 * The request checks of the OpenAPI (RAILS-MOBILE-MONEY §1.3-1.7), as the simulator makes them:
 * the first code that applies, or null when the request is well formed.
 */
const AMOUNT = /^\d*\.?\d+$/;
const MSISDN = /^[0-9]{12,14}$/;
const CODE = /^[0-9A-Za-z]{4,12}$/;
const REFERENCE = /^[0-9a-zA-Z \w+]{1,20}$/;
const CONVERSATION = /^[0-9a-zA-Z \w+]{1,40}$/;
const DESCRIPTION = /^[0-9a-zA-Z \w+]{1,256}$/;
const QUERY_REFERENCE = /^(?:[A-Za-z0-9]{10,20}|[A-Za-z0-9]{1,9}|[A-Za-z0-9]{21,32})$/;
const TRANSACTION_ID = /^[0-9a-zA-Z]{1,20}$/;

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

function missing(input: Record<string, unknown>, fields: string[]): boolean {
  return fields.some((field) => text(input[field]) === '');
}

export function checkPayment(
  kind: 'c2b' | 'b2c',
  input: Record<string, unknown>,
  serviceProviderCode: string,
): string | null {
  const description = kind === 'c2b' ? 'input_PurchasedItemsDesc' : 'input_PaymentItemsDesc';
  const fields = [
    'input_Amount',
    'input_Country',
    'input_Currency',
    'input_CustomerMSISDN',
    'input_ServiceProviderCode',
    'input_ThirdPartyConversationID',
    'input_TransactionReference',
    description,
  ];
  if (missing(input, fields)) return 'INS-20';
  if (text(input.input_Country) !== 'TZN') return 'INS-998';
  if (text(input.input_Currency) !== 'TZS') return 'INS-26';
  const amount = text(input.input_Amount);
  if (!AMOUNT.test(amount) || Number(amount) <= 0 || amount.includes('.')) return 'INS-15';
  if (!REFERENCE.test(text(input.input_TransactionReference))) return 'INS-17';
  if (!CONVERSATION.test(text(input.input_ThirdPartyConversationID))) return 'INS-28';
  if (!DESCRIPTION.test(text(input[description]))) return kind === 'c2b' ? 'INS-30' : 'INS-31';
  if (!CODE.test(text(input.input_ServiceProviderCode))) return 'INS-21';
  if (text(input.input_ServiceProviderCode) !== serviceProviderCode) return 'INS-13';
  if (!MSISDN.test(text(input.input_CustomerMSISDN))) return 'INS-2051';
  return null;
}

export function checkQuery(
  input: Record<string, unknown>,
  serviceProviderCode: string,
): string | null {
  const fields = [
    'input_QueryReference',
    'input_ServiceProviderCode',
    'input_ThirdPartyConversationID',
    'input_Country',
  ];
  if (missing(input, fields)) return 'INS-20';
  if (text(input.input_Country) !== 'TZN') return 'INS-998';
  if (!QUERY_REFERENCE.test(text(input.input_QueryReference))) return 'INS-21';
  if (!CONVERSATION.test(text(input.input_ThirdPartyConversationID))) return 'INS-28';
  if (text(input.input_ServiceProviderCode) !== serviceProviderCode) return 'INS-13';
  return null;
}

export function checkReversal(
  input: Record<string, unknown>,
  serviceProviderCode: string,
): string | null {
  const fields = [
    'input_Country',
    'input_ServiceProviderCode',
    'input_ThirdPartyConversationID',
    'input_TransactionID',
  ];
  if (missing(input, fields)) return 'INS-20';
  if (text(input.input_Country) !== 'TZN') return 'INS-998';
  const amount = input.input_ReversalAmount;
  if (amount !== undefined && (!AMOUNT.test(text(amount)) || text(amount).includes('.')))
    return 'INS-15';
  if (!TRANSACTION_ID.test(text(input.input_TransactionID))) return 'INS-18';
  if (!CONVERSATION.test(text(input.input_ThirdPartyConversationID))) return 'INS-28';
  if (text(input.input_ServiceProviderCode) !== serviceProviderCode) return 'INS-13';
  return null;
}
