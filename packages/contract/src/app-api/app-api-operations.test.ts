import { describe, expect, it } from 'vitest';
import { appOperations, describeAppApi } from './app-api-document.ts';
import { APP_OPERATIONS, operationIdOf, tagOf } from './app-api-operations.ts';

describe('the app API catalogue', () => {
  it('names a call by its path, parameters left out', () => {
    expect(operationIdOf('/user/info/save')).toBe('userInfoSave');
    expect(operationIdOf('/payee/detail/{id}')).toBe('payeeDetail');
    expect(operationIdOf('/user/ContractWorker/info/{id}')).toBe('userContractWorkerInfo');
    expect(operationIdOf('/channels/daraja/{secret}/b2c/result')).toBe('channelsDarajaB2cResult');
  });

  it('gives every call its own operationId', () => {
    const ids = Object.values(appOperations()).map((op) => op.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('tags a call by its path', () => {
    expect(tagOf('/ops/customer/search')).toBe('Back office');
    expect(tagOf('/user/userApi/dashboard')).toBe('API service');
    expect(tagOf('/user/team/add')).toBe('Team');
    expect(tagOf('/order/create')).toBe('Money');
    expect(tagOf('/user/login')).toBe('Account');
    expect(tagOf('/common/country')).toBe('Reference data');
  });

  it('completes a generated operation, keeping what the route said', () => {
    const described = describeAppApi({
      paths: {
        '/user/info': { post: { security: [{ customerSession: [] }] } },
        '/payee/list': { post: { summary: 'Recipients, paged' } },
      },
    });
    expect(described.paths['/user/info']!.post).toMatchObject({
      operationId: 'userInfo',
      summary: APP_OPERATIONS['POST /user/info']!.summary,
      tags: ['Account'],
      security: [{ customerSession: [] }],
      responses: { '200': { content: { 'application/json': expect.any(Object) } } },
    });
    expect(described.paths['/payee/list']!.post!.summary).toBe('Recipients, paged');
    const schemas = (described.components as { schemas: Record<string, unknown> }).schemas;
    expect(schemas.UserInfoReply).toMatchObject({
      required: ['code', 'msg', 'data'],
      additionalProperties: false,
    });
    expect(schemas.PayeeListReply).toMatchObject({ required: ['code', 'msg', 'rows', 'total'] });
  });
});
