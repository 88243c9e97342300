import { z } from 'zod';
import { ACCOUNT_OPERATIONS } from './app-api-account.ts';
import { API_SERVICE_OPERATIONS } from './app-api-api-service.ts';
import { APPROVAL_OPERATIONS } from './app-api-approvals.ts';
import { BACK_OFFICE_OPERATIONS } from './app-api-back-office.ts';
import { BATCH_OPERATIONS } from './app-api-batches.ts';
import { CALLBACK_OPERATIONS } from './app-api-callbacks.ts';
import { DOCUMENT_OPERATIONS } from './app-api-documents.ts';
import { MONEY_OPERATIONS } from './app-api-money.ts';
import { NOTIFICATION_OPERATIONS } from './app-api-notifications.ts';
import type { AppOperation, AppOperationEntry } from './app-api-types.ts';

export type { AppOperation, AppReply } from './app-api-types.ts';

/** The document's tags, in reading order; a call's tag follows from its path (tagOf). */
export const APP_TAGS = [
  { name: 'Account', description: 'Sign-up, sign-in, passwords, the profile and its log.' },
  { name: 'Team', description: 'Roles and team members of a main account.' },
  { name: 'Verification', description: 'The KYC/KYB application.' },
  { name: 'Recipients', description: 'Payees a customer sends to.' },
  { name: 'Files', description: 'Uploads and the signed links that read them back.' },
  {
    name: 'Money',
    description:
      'Orders, top-ups, conversions, balances, virtual, exchange and crypto accounts, contract workers.',
  },
  { name: 'API service', description: 'The API service screens of the web app.' },
  {
    name: 'Reference data',
    description: 'Countries, currencies, channels, rates, notices and the site settings.',
  },
  { name: 'Back office', description: 'The operator console; operator sessions only.' },
  {
    name: 'Provider callbacks',
    description: 'Called by payment providers, each with its own signature; no session token.',
  },
  {
    name: 'Merchant API',
    description:
      'The signed merchant calls, described in full at /api/open/openapi.json; listed here too.',
  },
] as const;

const TAG_BY_PREFIX: [RegExp, string][] = [
  [/^\/channels\//, 'Provider callbacks'],
  [/^\/open\/v1\//, 'Merchant API'],
  [/^\/ops\//, 'Back office'],
  [/^\/user\/userApi\//, 'API service'],
  [/^\/user\/(role|team)\//, 'Team'],
  [/^\/payee\//, 'Recipients'],
  [/^\/user\/(auth|startAuth)\b/, 'Verification'],
  [/^\/(common\/upload|user\/getTempUrl|files\/)/, 'Files'],
  [
    /^\/(order|recharge|fx|account|va|cobo|approval|batch|user\/exchangeAccount|user\/ContractWorker)\//,
    'Money',
  ],
  [/^\/(user\/|common\/send|notify\/)/, 'Account'],
];

export function tagOf(path: string): string {
  return TAG_BY_PREFIX.find(([prefix]) => prefix.test(path))?.[1] ?? 'Reference data';
}

/**
 * The operationId of a call: its path's words in camelCase, parameters left out
 * (`/user/info/save` → `userInfoSave`). Call names never change, so neither do these.
 */
export function operationIdOf(path: string): string {
  const words = path
    .split('/')
    .filter((part) => part && !part.startsWith('{'))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/));
  return words
    .map((word, i) => (i === 0 ? word[0]!.toLowerCase() : word[0]!.toUpperCase()) + word.slice(1))
    .join('');
}

const ENTRIES: Record<string, AppOperationEntry> = {
  ...ACCOUNT_OPERATIONS,
  ...MONEY_OPERATIONS,
  ...BATCH_OPERATIONS,
  ...APPROVAL_OPERATIONS,
  ...API_SERVICE_OPERATIONS,
  ...BACK_OFFICE_OPERATIONS,
  ...CALLBACK_OPERATIONS,
  ...DOCUMENT_OPERATIONS,
  ...NOTIFICATION_OPERATIONS,
};

/** Every /api call but the merchant ones, by `METHOD /path` (the OpenAPI form of the path). */
export const APP_OPERATIONS: Record<string, AppOperation> = Object.fromEntries(
  Object.entries(ENTRIES).map(([key, entry]) => {
    const path = key.slice(key.indexOf(' ') + 1);
    return [key, { ...entry, id: operationIdOf(path), tag: tagOf(path) }];
  }),
);

/** The `{outcome}` a simulated or bank provider gets when its notification was taken. */
export const providerOutcome = z.object({ outcome: z.string() });
