import { simulatedRegisteredName } from '@pesa/domain';
import type { Rails } from './rails.ts';

/** One payee as a rail knows it: by phone for mobile money, by account number for banks. */
export interface PayeeNameQuery {
  payType: number;
  currencyId: number;
  /** The phone or account number, as given (only its digits matter to the simulator). */
  number: string;
  /** The name the payer typed; the simulator registers unknown numbers under it. */
  typedName: string;
  /** A test-mode API call: the sandbox answers, whatever the rails (docs/api-service.md). */
  sandbox?: boolean;
}

/**
 * Asks the rail that would carry a payment for the name registered to its payee, before paying.
 * Null when the rail cannot say: a rail that is off; M-Pesa Kenya through Daraja, which has no
 * look-up before paying (its B2C result names the receiver afterwards); pay types no rail carries
 * (wallets, cash). Simulated rails and the sandbox answer from the registry of test numbers.
 */
export class PayeeNames {
  constructor(private readonly rails: Rails) {}

  async registeredName(query: PayeeNameQuery): Promise<string | null> {
    const mode = this.rails.railMode(query.payType, query.currencyId);
    if (mode === null || (mode !== 'simulated' && !query.sandbox)) return null;
    return simulatedRegisteredName(query.number, query.typedName);
  }
}
