import { eventWords, exportWords as w, wordOf } from '../../i18n/export-words.ts';
import type { Lang } from '../../i18n/language.ts';
import type { CsvColumn } from '../../plugins/csv-file.ts';

/** Back-office decisions (KYC, VA, exchange accounts) are logged with this address. */
const OPERATOR_IP = 'operator';

interface LogRow {
  userName: string;
  eventType: string;
  eventDesc: string;
  requestIp: string;
  createTime: string;
}

/**
 * The operation log export's columns, as the log table shows them: the event's name and details
 * in the requester's language, who acted (the back office, the member's name, or "former team
 * member" once deleted), and the address. Times are as stored (ISO, UTC).
 */
export const oplogColumns = (lang: Lang): CsvColumn<LogRow>[] => [
  { header: w.timeUtc, value: (r) => r.createTime },
  { header: w.event, value: (r) => wordOf(eventWords, r.eventType, lang) },
  { header: w.details, value: (r) => r.eventDesc },
  {
    header: w.by,
    value: (r) =>
      r.requestIp === OPERATOR_IP ? w.backOffice[lang] : r.userName || w.formerMember[lang],
  },
  { header: w.ip, value: (r) => (r.requestIp === OPERATOR_IP ? '' : r.requestIp) },
];
