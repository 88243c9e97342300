import { describe, expect, it } from 'vitest';
import { readEnquiryAnswer, readRequestAnswer } from './airtel-answers.ts';
import { AIRTEL_CODES, airtelCode } from './airtel-codes.ts';

const status = (fields: Record<string, unknown>) => ({ status: fields });
const tx = (transaction: string, response?: string) => ({
  data: { transaction: { status: transaction } },
  status: { response_code: response },
});

describe('Airtel codes', () => {
  it('give every documented code a verdict and a message in both languages', () => {
    const all = [
      ...AIRTEL_CODES.collectionResponse,
      ...AIRTEL_CODES.disbursementResponse,
      ...AIRTEL_CODES.result,
      ...AIRTEL_CODES.router,
      ...AIRTEL_CODES.status,
    ];
    expect(all).toHaveLength(15 + 15 + 13 + 11 + 5);
    for (const code of all) {
      const meaning = airtelCode(code);
      expect(meaning.en).not.toBe('Unrecognised answer from Airtel');
      expect(meaning.zh).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(airtelCode('DP00800001006').verdict).toBe('pending');
    expect(airtelCode('DP00800001000').verdict).toBe('ambiguous');
    expect(airtelCode('DP00900001007').verdict).toBe('failed');
    expect(airtelCode('ROUTER117').verdict).toBe('ambiguous');
    expect(airtelCode('0000900').verdict).toBe('ambiguous');
  });
});

describe('readRequestAnswer', () => {
  it('takes DP00800001006 with success as accepted, never as a failure', () => {
    const answer = readRequestAnswer(
      200,
      status({ result_code: 'ESB000010', response_code: 'DP00800001006', success: true }),
    );
    expect(answer.meaning.verdict).toBe('pending');
  });

  it('reads timeouts and 5xx as ambiguous, unless Airtel says our id exists', () => {
    expect(readRequestAnswer(500, {}).meaning.verdict).toBe('ambiguous');
    expect(readRequestAnswer(408, status({ result_code: 'ESB000011' })).meaning.verdict).toBe(
      'ambiguous',
    );
    expect(readRequestAnswer(503, status({ result_code: 'ESB000041' })).meaning.verdict).toBe(
      'duplicate',
    );
  });

  it('lets a failing ESB code outrank the DP code, and a DP failure refuse', () => {
    expect(
      readRequestAnswer(400, status({ result_code: 'ESB000041', response_code: 'DP00800001006' }))
        .code,
    ).toBe('ESB000041');
    const refused = readRequestAnswer(400, status({ response_code: 'DP00800001005' }));
    expect(refused).toMatchObject({ code: 'DP00800001005', meaning: { verdict: 'failed' } });
    expect(readRequestAnswer(400, { error: 'bad_request' }).meaning.verdict).toBe('failed');
  });

  it('reads a disbursement by its transaction status, told by an agreeing DP code', () => {
    expect(readRequestAnswer(200, tx('TS', 'DP00900001001')).meaning.verdict).toBe('success');
    expect(readRequestAnswer(200, tx('TF', 'DP00900001007')).code).toBe('DP00900001007');
    expect(readRequestAnswer(200, tx('TF', 'DP00900001001')).code).toBe('TF');
    // TA says the transfer is not over, whatever failing result code comes beside it.
    const ta = { ...tx('TA', 'DP00900001000'), status: { result_code: 'ESB000011' } };
    expect(readRequestAnswer(200, ta).meaning.verdict).toBe('ambiguous');
  });
});

describe('readEnquiryAnswer', () => {
  it('is final only on TS, TF or TE, and never on an error about the enquiry itself', () => {
    expect(readEnquiryAnswer(200, tx('TS', 'DP00800001001'))?.meaning.verdict).toBe('success');
    // The official stub answers DP00800001006 beside TS: the status decides.
    expect(readEnquiryAnswer(200, tx('TS', 'DP00800001006'))?.code).toBe('TS');
    expect(readEnquiryAnswer(200, tx('TE'))?.meaning.verdict).toBe('failed');
    expect(readEnquiryAnswer(200, tx('TIP'))).toBeNull();
    expect(readEnquiryAnswer(200, tx('TA'))).toBeNull();
    expect(readEnquiryAnswer(404, status({ result_code: 'ESB000045' }))).toBeNull();
    expect(readEnquiryAnswer(400, status({ result_code: 'ROUTER006' }))).toBeNull();
  });
});
