import { request } from '../../lib/request/request.ts';

export type CodeScene = 'register' | 'findPwd';

const NO_TOKEN = { withToken: false } as const;

export const authApi = {
  loginByPhone: (body: { countryId: number; phone: string; password: string }) =>
    request.post<string>('/user/login', body, NO_TOKEN),
  loginByEmail: (body: { email: string; password: string }) =>
    request.post<string>('/user/emailLogin', body, NO_TOKEN),
  sendSmsCode: (body: { countryId: number; phone: string; scene: CodeScene }) =>
    request.post<unknown>('/common/sendCode', body, NO_TOKEN),
  sendMailCode: (body: { email: string; scene: CodeScene }) =>
    request.post<unknown>('/common/sendMailCode', body, NO_TOKEN),
  registerByPhone: (body: {
    userType: number;
    countryId: number;
    phone: string;
    code: string;
    password: string;
  }) => request.post<string>('/user/register', body, NO_TOKEN),
  registerByEmail: (body: {
    userType: number;
    countryId: number;
    email: string;
    code: string;
    password: string;
  }) => request.post<string>('/user/emailRegister', body, NO_TOKEN),
  findPwdByPhone: (body: { countryId: number; phone: string; code: string; password: string }) =>
    request.post<unknown>('/user/findPwd', body, NO_TOKEN),
  findPwdByEmail: (body: { email: string; code: string; password: string }) =>
    request.post<unknown>('/user/emailFindPwd', body, NO_TOKEN),
};
