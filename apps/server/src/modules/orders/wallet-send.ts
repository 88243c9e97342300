import { ErrorCode } from '@pesa/contract';
import {
  ORDER_KIND,
  parseAccountKey,
  userAccountKey,
  WALLET_PAY_TYPE,
  walletSendRefusal,
  type WalletSendRefusal,
} from '@pesa/domain';
import { AppError } from '../../plugins/app-error.ts';
import { displayNameOf, type CashInParty, type CashInRepository } from './cash-in.repository.ts';
import type { NewOrderRow } from './orders.repository.ts';
import type { PayeeForOrder } from './order-pricing.ts';

/**
 * What a wallet send keeps about both customers, as they were when it was sent: the recipient's
 * history shows who paid (the sender's name and account number), the sender's whom (the name the
 * sender gave the recipient, and the account number).
 */
export interface WalletSendDetails {
  senderName: string;
  senderAccountNo: string;
  recipientName: string;
  recipientAccountNo: string;
}

/**
 * A customer's send into another customer's wallet (pay type 0, docs/money.md "Wallet sends"):
 * it names its destination in `counter_account_key` and never goes to a rail. API orders with a
 * destination (a merchant's transfers) are the merchant's own, not wallet sends.
 */
export function isWalletSend(
  order: Pick<NewOrderRow, 'kind' | 'pay_type' | 'api_mode' | 'counter_account_key'>,
): boolean {
  return (
    order.kind === ORDER_KIND.PAYMENT &&
    order.pay_type === WALLET_PAY_TYPE &&
    !order.api_mode &&
    !!order.counter_account_key
  );
}

/** Each refusal as the caller reads it, in their language. */
function refused(reason: WalletSendRefusal, currencyCode: string): AppError {
  switch (reason) {
    case 'unknown':
      return new AppError(ErrorCode.USER_NOT_FOUND, { messageKey: 'walletRecipientUnknown' });
    case 'self':
      return new AppError(ErrorCode.CANNOT_BE_SELF);
    case 'suspended':
      return new AppError(ErrorCode.USER_NOT_FOUND, { messageKey: 'walletRecipientSuspended' });
    case 'closed':
      return new AppError(ErrorCode.USER_NOT_FOUND, { messageKey: 'walletRecipientClosed' });
    case 'currency':
      return new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [
          { field: 'currencyId', key: 'walletSendCurrency', params: { currency: currencyCode } },
        ],
      });
  }
}

/** Finds and checks the two customers of a wallet send (the domain's `walletSendRefusal`). */
export class WalletSendParties {
  constructor(private readonly parties: CashInRepository) {}

  private async refusal(
    senderMainUserId: number,
    recipient: CashInParty | undefined,
    currencyId: number,
  ) {
    const national = recipient && (await this.parties.nationalCurrency(recipient.country_id));
    return walletSendRefusal({
      senderMainUserId,
      currencyId,
      recipient: recipient && {
        userId: recipient.user_id,
        parentId: recipient.parent_id,
        status: recipient.status,
        suspended: !!recipient.suspended_at,
        nationalCurrencyId: national?.currency_id ?? null,
      },
    });
  }

  /**
   * The recipient's domestic wallet and what the order keeps of both parties; the refusal
   * (-1009, -1010, -1008 on `currencyId`) when the payee's account cannot be paid. Asked again on
   * every quote and send: a payee saved earlier may have been suspended or closed since.
   */
  async resolve(
    senderMainUserId: number,
    payee: Pick<PayeeForOrder, 'name' | 'account'>,
    currency: { currency_id: number; code: string },
  ): Promise<{ wallet: string; details: WalletSendDetails }> {
    const recipient = await this.parties.findCustomer({ accountNo: payee.account });
    const reason = await this.refusal(senderMainUserId, recipient, currency.currency_id);
    if (reason) throw refused(reason, currency.code);
    const sender = (await this.parties.findById(senderMainUserId))!;
    return {
      wallet: userAccountKey(recipient!.user_id, 'domestic', currency.currency_id),
      details: {
        senderName: displayNameOf(sender) ?? sender.account_no,
        senderAccountNo: sender.account_no,
        recipientName: payee.name,
        recipientAccountNo: recipient!.account_no,
      },
    };
  }

  /**
   * Before an approved send pays out: the recipient may have been suspended or closed while the
   * order waited for review. Then the approval is refused with the reason, and the reviewer
   * rejects the order instead, which returns the hold to the sender.
   */
  async requireStillPayable(order: Pick<NewOrderRow, 'main_user_id' | 'counter_account_key'>) {
    const { ownerUserId, currencyId } = parseAccountKey(order.counter_account_key!);
    const recipient = await this.parties.findById(ownerUserId);
    const reason = await this.refusal(Number(order.main_user_id), recipient, currencyId);
    // The currency was checked when the order was made; the recipient's country does not change.
    if (reason && reason !== 'currency') throw refused(reason, '');
  }
}
